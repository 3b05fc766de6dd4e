import { Type } from 'typebox';

/**
 * The kinds of setting the schemas are made of: each with its bounds, its default, and its refusal, what a
 * wrong value is told after the variable's name (read-settings.ts). A kind given no default is undefined
 * when unset: wrap it in `Type.Optional`.
 */

const fallbackOf = (fallback: number | undefined) => (fallback === undefined ? {} : { default: fallback });

/** A whole number from 1 up. */
export const positiveInteger = (fallback: number) =>
  Type.Integer({ minimum: 1, default: fallback, refusal: 'must be a positive integer' });

/** A whole number from 0 to `max`. */
export const count = (max: number, fallback?: number) =>
  Type.Integer({
    minimum: 0,
    maximum: max,
    ...fallbackOf(fallback),
    refusal: `must be an integer from 0 to ${max}`,
  });

/** A number from 0 to `max`: a share (to 1), or a ratio. */
export const fraction = (fallback: number, max = 1) =>
  Type.Number({ minimum: 0, maximum: max, default: fallback, refusal: `must be a number from 0 to ${max}` });

/** A port to listen on; 0 picks a free one. */
export const port = (fallback?: number) =>
  Type.Integer({
    minimum: 0,
    maximum: 65535,
    ...fallbackOf(fallback),
    refusal: 'must be an integer between 0 and 65535',
  });

/** Text as written, undefined when unset. */
export const text = () => Type.Optional(Type.String());

/** A secret or a token, long enough not to be guessed; a refusal never repeats it. */
export const secret = () =>
  Type.Optional(Type.String({ minLength: 16, secret: true, refusal: 'must be at least 16 characters long' }));

/** Whether `value` is an http(s) address such as https://www.example.com. */
export const isWebAddress = (value: string) =>
  URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
