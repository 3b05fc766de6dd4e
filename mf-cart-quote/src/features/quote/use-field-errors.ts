import { useTranslation } from 'react-i18next';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import type { FieldState } from './field-state.ts';
import type { QuoteField } from './validate-quote.ts';

/** A message of its own for each field, and for the first date as a pick-up date. */
export type FieldErrorKey = QuoteField | 'pickUpDate';

/** A field's message when the last submit marked it, in the page's language; none otherwise. */
export function useFieldErrors(
  fieldState: FieldState,
): (field: QuoteField, key?: FieldErrorKey) => string | undefined {
  const { t } = useTranslation(CART_QUOTE_NS);
  return (field, key = field) => (fieldState(field).invalid ? t(`fieldErrors.${key}`) : undefined);
}
