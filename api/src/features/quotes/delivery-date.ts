import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import utc from 'dayjs/plugin/utc.js';
import { DELIVERY_DATE_FORMAT } from '@rental/shared/contracts';

dayjs.extend(customParseFormat);
dayjs.extend(utc);

const LATEST_YEAR = 2100;

/**
 * Parses a delivery date sent as 'YYYY-MM-DD HH:mm:ss' in UTC. Returns the date, or why it is refused.
 * "Today" is the visitor's today, which in UTC can still be yesterday (time zones down to UTC-12), so the
 * earliest accepted moment is the start of yesterday in UTC.
 */
export function parseDeliveryDate(text: string, now: Date): { date: Date } | { problem: string } {
  const parsed = dayjs.utc(text, DELIVERY_DATE_FORMAT, true);
  if (!parsed.isValid()) return { problem: 'delivery_date is not a real date and time.' };
  if (parsed.isBefore(dayjs.utc(now).startOf('day').subtract(1, 'day'))) {
    return { problem: 'delivery_date must not be in the past.' };
  }
  if (parsed.year() > LATEST_YEAR) return { problem: `delivery_date must be in ${LATEST_YEAR} or earlier.` };
  return { date: parsed.toDate() };
}
