import type { QuoteField } from './validate-quote.ts';

/** One form per page, so fixed ids: the error list links to them and tests find fields by them. */
export const FIELD_IDS: Record<QuoteField, string> = {
  firstName: 'quote-first-name',
  lastName: 'quote-last-name',
  email: 'quote-email',
  phone: 'quote-phone',
  address: 'quote-address',
  city: 'quote-city',
  state: 'quote-state',
  zip: 'quote-zip',
  deliveryDate: 'quote-delivery-date',
  returnDate: 'quote-return-date',
};

export const CART_SECTION_ID = 'quote-cart';

/** The id of the message under a field that says what it is missing, for aria-describedby. */
export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;
