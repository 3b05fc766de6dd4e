import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { QuoteRequestPayload } from '@rental/shared/contracts';
import { packages } from '../seed/data/packages.ts';
import { services } from '../seed/data/services.ts';
import { seededEquipment } from './seed-facts.ts';

dayjs.extend(utc);

/** A request a visitor could send: delivery in a week, three lines of different types. */
export function validQuote(overrides: Partial<QuoteRequestPayload> = {}): QuoteRequestPayload {
  return {
    customer_name: 'Marisol Ortega',
    company_name: 'Blue Hour Films',
    customer_email: 'marisol@example.com',
    customer_phone: '+1 305 555 0199',
    type: 'rent',
    delivery_date: dayjs.utc().add(7, 'day').format('YYYY-MM-DD HH:mm:ss'),
    total_days: 3,
    items: [
      { id: seededEquipment[0]!.id, type: 'equipment', quantity: 2 },
      { id: services[0]!.id, type: 'service', quantity: 1 },
      { id: packages[0]!.id, type: 'package', quantity: 1 },
    ],
    delivery_address: '8200 NW 41st St',
    delivery_city: 'Doral',
    delivery_state: 'FL',
    delivery_zip: '33166',
    website: '',
    fill_ms: 42_000,
    ...overrides,
  };
}
