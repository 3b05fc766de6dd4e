/** SPEC §9, with the request delay applied as DESIGN §7 item 1 says: only after a change made in the list's controls. */
export const LIST_CHANGE_DELAY_MS = 1000;
export const SCROLL_TRIGGER_PX = 200;
