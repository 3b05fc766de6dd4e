/** Month/day/year with the time (24-hour); a date typed without a time is accepted too. */
export const DATE_INPUT_FORMATS = ['MM/dd/yyyy HH:mm', 'MM/dd/yyyy'];

/** The picker's year range ends with 2100. */
export const PICKER_MAX_DATE = new Date(2100, 11, 31, 23, 59);

/** Times come in 5-minute steps (docs/product.md#validation-quote). */
export const TIME_STEP_MINUTES = 5;

/** 'Now' lands on the picker's 5-minute grid, rounded up so it is never already in the past. */
export function nowOnStep(now: Date): Date {
  const rounded = new Date(now);
  rounded.setSeconds(0, 0);
  const extra = rounded.getMinutes() % TIME_STEP_MINUTES;
  if (extra !== 0 || now.getSeconds() > 0 || now.getMilliseconds() > 0)
    rounded.setMinutes(rounded.getMinutes() - extra + TIME_STEP_MINUTES);
  return rounded;
}

/** The start of the visitor's today: the earliest moment a delivery can be picked. */
export const startOfToday = (now = new Date()) => new Date(now.getFullYear(), now.getMonth(), now.getDate());
