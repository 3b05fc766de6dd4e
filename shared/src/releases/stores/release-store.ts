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
