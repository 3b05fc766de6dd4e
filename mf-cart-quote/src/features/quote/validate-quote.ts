import type { QuoteDraft } from './quote-draft.ts';

export type QuoteField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'address'
  | 'city'
  | 'state'
  | 'zip'
  | 'deliveryDate'
  | 'returnDate';

/**
 * The four checks of docs/product.md#validation-quote, in their order; each key names its message in the
 * cartQuote namespace. The dates are asked for as pick-up and return dates when the visitor picks up.
 */
export type QuoteProblem =
  'errors.noItems' | 'errors.personal' | 'errors.delivery' | 'errors.dates' | 'errors.pickUpDates';

export interface QuoteError {
  problem: QuoteProblem;
  /** The fields to mark; the first is where the error list links. Empty for the cart check. */
  fields: QuoteField[];
}

const missing = (draft: QuoteDraft, fields: QuoteField[]) =>
  fields.filter((field) => {
    const value = draft[field];
    return value === null || value.trim() === '';
  });

/**
 * Runs every check and returns all failures together, in order. Inputs count as trimmed; the
 * company is optional and the e-mail's format is not checked.
 */
export function validateQuote(draft: QuoteDraft, hasItems: boolean): QuoteError[] {
  const errors: QuoteError[] = [];
  if (!hasItems) errors.push({ problem: 'errors.noItems', fields: [] });

  const personal = missing(draft, ['firstName', 'lastName', 'email', 'phone']);
  if (personal.length > 0) errors.push({ problem: 'errors.personal', fields: personal });

  if (draft.delivery === 'delivery') {
    const delivery = missing(draft, ['address', 'city', 'state', 'zip']);
    if (delivery.length > 0) errors.push({ problem: 'errors.delivery', fields: delivery });
  }

  const dates = missing(draft, ['deliveryDate', 'returnDate']);
  if (dates.length > 0)
    errors.push({
      problem: draft.delivery === 'pickup' ? 'errors.pickUpDates' : 'errors.dates',
      fields: dates,
    });
  return errors;
}
