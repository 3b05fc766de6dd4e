import { createHash } from 'node:crypto';

/**
 * A SHA-384 digest written as Subresource Integrity writes it (`sha384-<base64>`), so the same text pins a
 * release in remotes.json, checks a file on the server and goes into a script's `integrity` attribute.
 */
export const sha384Of = (bytes: Uint8Array | string): string =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
