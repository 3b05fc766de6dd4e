import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { CartItem } from '@rental/shared/cart/cart-item.ts';
import { DELIVERY_DATE_FORMAT, type Language, type QuoteRequestPayload } from '@rental/shared/contracts';
import { fullPhoneNumber } from '@rental/shared/countries/dial-codes.ts';
import type { QuoteDraft } from './quote-draft.ts';
import { totalDays } from './total-days.ts';

dayjs.extend(utc);

/** The placeholders the API receives for what the visitor did not give (docs/product.md#api-requests). */
const NOT_GIVEN = 'N/A';
const NO_ZIP = '00000';

const orDefault = (value: string, fallback: string) => value.trim() || fallback;

/** The local date and time the visitor picked, sent as 'YYYY-MM-DD HH:mm:ss' in UTC. */
const toUtcDeliveryDate = (isoDate: string) => dayjs(isoDate).utc().format(DELIVERY_DATE_FORMAT);

/**
 * The payload of POST /requests (docs/product.md#api-requests) from a draft that passed validation: trimmed values, the
 * defaults for what is optional or not needed on pick up, and items reduced to id, type and quantity.
 */
export function buildQuotePayload(
  draft: QuoteDraft,
  items: readonly CartItem[],
  language: Language,
): QuoteRequestPayload {
  const pickUp = draft.delivery === 'pickup';
  const address = (value: string, fallback: string) => (pickUp ? fallback : orDefault(value, fallback));
  if (!draft.deliveryDate) throw new Error('buildQuotePayload needs a validated draft with a delivery date');
  return {
    customer_name: `${draft.firstName.trim()} ${draft.lastName.trim()}`.trim(),
    company_name: orDefault(draft.company, NOT_GIVEN),
    customer_email: draft.email.trim(),
    customer_phone: fullPhoneNumber(draft.dialCode, draft.phone),
    type: 'rent',
    delivery_date: toUtcDeliveryDate(draft.deliveryDate),
    total_days: totalDays(draft.deliveryDate, draft.returnDate),
    items: items.map(({ id, type, qty }) => ({ id, type, quantity: qty })),
    delivery_address: address(draft.address, NOT_GIVEN),
    delivery_city: address(draft.city, NOT_GIVEN),
    delivery_state: address(draft.state, NOT_GIVEN),
    delivery_zip: address(draft.zip, NO_ZIP),
    language,
  };
}
