/**
 * List constants (docs/product.md#constants); the request delay applies only after a change made in the
 * list's controls (docs/product.md#departures).
 */
export const LIST_CHANGE_DELAY_MS = 1000;
export const SCROLL_TRIGGER_PX = 200;
