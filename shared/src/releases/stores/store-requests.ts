import { isReleasePath } from '../release-manifest.ts';
import { ReleaseFileTooLarge, ReleaseStoreError } from './release-store.ts';

// What every kind of store does with its keys and answers, so each reads and writes alike.

/** Reads a body to its end, refusing it as soon as it passes `maxBytes`. */
export async function readCapped(
  body: AsyncIterable<Uint8Array>,
  maxBytes: number,
  what: string,
): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const part of body) {
    size += part.byteLength;
    if (size > maxBytes) throw new ReleaseFileTooLarge(`${what} is larger than ${maxBytes} bytes`);
    parts.push(part);
  }
  return Buffer.concat(parts);
}

/** How long a store request may take before it counts as failed, whichever the store. */
export const STORE_REQUEST_TIMEOUT_MS = 15_000;

/** `a/b` under `prefix`, with exactly one `/` between. */
export const joinKey = (prefix: string, key: string) =>
  prefix ? `${prefix.replace(/\/+$/, '')}/${key.replace(/^\/+/, '')}` : key.replace(/^\/+/, '');

/**
 * A key made of plain segments only (the release path grammar: no `..`, no empty segment, no scheme, no
 * percent sign): whatever a release or remotes.json names, a store reads and writes only inside its own
 * location (docs/decisions/024).
 */
export function checkedKey(key: string): string {
  if (!isReleasePath(key))
    throw new ReleaseStoreError(`${JSON.stringify(key)} is not a key inside the store`);
  return key;
}
