import type { RemoteName } from '../federation/remote-modules.ts';

/**
 * The cookies that carry a visitor's rollout channels, so the server renders each page with the builds
 * the browser then hydrates (docs/decisions/015, docs/architecture.md#rollouts). None of them names the
 * visitor beyond a random id, and the server sets none on a page a shared cache may keep.
 */
export const CHANNEL_COOKIES = {
  /** A random id, only to place the visitor in rollout buckets; a year, written by the browser. */
  bucketId: 'doral-rentals.bucket-id',
  /**
   * The builds the browser assigned itself (`buildsSignature`): part of a shared cache's key, so that a
   * canary visitor's page is not a stable visitor's. Written by the browser.
   */
  builds: 'doral-rentals.builds',
  /** `?mf=catalogue:canary`, remembered for the session. */
  overrides: 'doral-rentals.mf-overrides',
  /** The rollouts whose canary failed to load in this browser, this session: written by the browser. */
  failed: 'doral-rentals.mf-failed',
} as const;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** `mf_catalogue:canary,mf_content:stable` ⇄ a map; anything else in the text is ignored. */
export const readPairs = (text: string | undefined): Partial<Record<RemoteName, string>> =>
  Object.fromEntries(
    (text ?? '')
      .split(',')
      .map((pair) => pair.split(':'))
      .filter((pair): pair is [RemoteName, string] => pair.length === 2 && /^mf_\w+$/.test(pair[0]!)),
  );
export const writePairs = (pairs: Partial<Record<RemoteName, string>>): string =>
  Object.entries(pairs)
    .map(([remote, value]) => `${remote}:${value}`)
    .join(',');

/** Adds a rollout to the browser's list of canaries that failed to load this session. */
export function failedCanaryCookie(
  failedCanaries: Partial<Record<RemoteName, string>>,
  remote: RemoteName,
  rolloutId: string,
): string {
  const value = writePairs({ ...failedCanaries, [remote]: rolloutId });
  return `${CHANNEL_COOKIES.failed}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
}

/** The browser's bucket id, for a year: random, so no credential, and readable by the page's scripts. */
export const bucketIdCookie = (bucketId: string): string =>
  `${CHANNEL_COOKIES.bucketId}=${encodeURIComponent(bucketId)}; Path=/; SameSite=Lax; Max-Age=${ONE_YEAR_SECONDS}`;

/** The builds signature the browser asks its next pages with; an empty one deletes the cookie. */
export const buildsCookie = (signature: string): string =>
  signature
    ? `${CHANNEL_COOKIES.builds}=${encodeURIComponent(signature)}; Path=/; SameSite=Lax; Max-Age=${ONE_YEAR_SECONDS}`
    : `${CHANNEL_COOKIES.builds}=; Path=/; SameSite=Lax; Max-Age=0`;
