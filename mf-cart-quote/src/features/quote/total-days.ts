import dayjs from 'dayjs';

/**
 * The ceiling of the days between the delivery and return dates; 0 when a date is missing or the
 * result is below 1. dayjs counts calendar days across a daylight-saving change, so a 24-hour rental over
 * the switch still counts as one day.
 */
export function totalDays(deliveryDate: string | null, returnDate: string | null): number {
  if (!deliveryDate || !returnDate) return 0;
  const days = Math.ceil(dayjs(returnDate).diff(dayjs(deliveryDate), 'day', true));
  return Number.isFinite(days) && days >= 1 ? days : 0;
}
