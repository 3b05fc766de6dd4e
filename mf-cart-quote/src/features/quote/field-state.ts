import { useDeferredValue, useMemo } from 'react';
import type { QuoteError, QuoteField } from './validate-quote.ts';

/** For a field: is it marked as missing by the last submit. */
export type FieldState = (field: QuoteField) => { invalid: boolean };

type Marks = readonly Pick<QuoteError, 'fields'>[];

export function fieldStateFrom(errors: Marks): FieldState {
  return (field) => ({ invalid: errors.some((error) => error.fields.includes(field)) });
}

const ERROR_SEPARATOR = '|';
const FIELD_SEPARATOR = ' ';

/** The fields each error marks, in the list's order, as one string: equal marks compare equal. */
const marksKey = (errors: Marks) =>
  errors.map((error) => error.fields.join(FIELD_SEPARATOR)).join(ERROR_SEPARATOR);

const marksFromKey = (key: string): Marks =>
  key.split(ERROR_SEPARATOR).map((fields) => ({
    fields: fields.split(FIELD_SEPARATOR).filter(Boolean) as QuoteField[],
  }));

/**
 * The fields' marks follow the error list by a frame: a submit paints the list at once and marks the
 * fields in a render of its own, after that paint (docs/decisions/022). Lists that mark the same fields
 * give the same `FieldState`, so the form's sections, which are memoised, render again only when a mark
 * changes.
 */
export function useDeferredFieldState(errors: Marks): FieldState {
  const key = useDeferredValue(marksKey(errors));
  return useMemo(() => fieldStateFrom(marksFromKey(key)), [key]);
}
