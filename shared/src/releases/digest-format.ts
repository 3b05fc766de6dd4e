/**
 * `sha384-` and the 64 base64 characters of 48 bytes: a SHA-384 as Subresource Integrity writes it. Apart
 * from the hashing (`release-digest.ts`) so that checks run anywhere, the browser included.
 */
export const isSha384 = (value: unknown): value is string =>
  typeof value === 'string' && /^sha384-[A-Za-z0-9+/]{64}$/.test(value);
