import { isReleasePath } from '../release-manifest.ts';

/**
 * Where teams publish releases and servers fetch them from (docs/decisions/024): a folder, an
 * S3-compatible bucket, or an HTTP origin that accepts PUT. Keys are `/`-separated paths inside the store,
 * `<remote folder>/<version>/<file>`.
 */
export interface ReleaseStore {
  /** The store as configured: a folder, `s3://bucket/prefix` or an http(s) URL. */
  readonly location: string;
  /** The bytes at `key`, or undefined when there is nothing there. More than `maxBytes` is an error. */
  read(key: string, limits: ReadLimits): Promise<Buffer | undefined>;
  /**
   * Writes `key` unless something is there already: releases are immutable. Where the store can, the
   * write itself is conditional (`If-None-Match: *`), so two publishers racing never both succeed.
   */
  writeNew(key: string, body: Buffer, contentType: string): Promise<'written' | 'exists'>;
  /** The versions of a remote that have a `release.json`, in no particular order. */
  versions(remoteFolder: string): Promise<string[]>;
  /** The address a browser fetches `key` from. */
  publicUrl(key: string): string;
}

export interface ReadLimits {
  maxBytes: number;
  signal?: AbortSignal;
}

/** A store that cannot answer, or answers what it should not; the message says which and why. */
export class ReleaseStoreError extends Error {
  override name = 'ReleaseStoreError';
}

/** A file larger than the reader allowed: a store fault for a store, a wrong file for a release. */
export class ReleaseFileTooLarge extends ReleaseStoreError {
  override name = 'ReleaseFileTooLarge';
}

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
