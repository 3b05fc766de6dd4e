/** Business constants (docs/product.md#constants) and the bounds the API enforces on what clients send. */
export const LIST_PAGE_SIZE = 20;
export const LIST_MAX_PAGE_SIZE = 100;
export const PROJECTS_PAGE_SIZE = 6;
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Words past this many are not searched: a pasted paragraph costs what ten words cost. */
export const SEARCH_MAX_WORDS = 10;

export const QUOTE_ITEM_QUANTITY_MIN = 1;
export const QUOTE_ITEM_QUANTITY_MAX = 999;
export const QUOTE_MAX_ITEMS = 100;
export const QUOTE_TOTAL_DAYS_MAX = 365;
export const DETAIL_QUANTITY_MIN = 1;
export const DETAIL_QUANTITY_MAX = 20;

export const TEXT_LIMITS = {
  name: 120,
  company: 160,
  email: 254,
  phone: 40,
  address: 200,
  city: 100,
  state: 100,
  zip: 20,
  message: 5000,
} as const;

/** Bodies larger than this are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A person needs at least this long to fill a form; faster submissions are stored as suspected spam. */
export const MIN_FORM_FILL_MS = 3000;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
