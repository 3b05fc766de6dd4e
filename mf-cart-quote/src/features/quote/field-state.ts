import { problemId } from './field-ids.ts';
import type { QuoteError, QuoteField } from './validate-quote.ts';

/** For a field: is it marked, and which entry of the error list describes it. */
export type FieldState = (field: QuoteField) => { invalid: boolean; describedBy?: string };

export function fieldStateFrom(errors: readonly QuoteError[]): FieldState {
  return (field) => {
    const index = errors.findIndex((error) => error.fields.includes(field));
    return index >= 0 ? { invalid: true, describedBy: problemId(index) } : { invalid: false };
  };
}
