import type { RemoteName } from '../federation/remote-modules.ts';

/**
 * The cookies that carry a visitor's rollout channels, so the server renders each page with the builds
 * the browser then hydrates (docs/decisions/015). None of them names the visitor beyond a random id.
 */
export const CHANNEL_COOKIES = {
  /** A random id, only to place the visitor in rollout buckets; a year, read by the server alone. */
  visitor: 'doral-rentals.visitor',
  /** `?mf=catalogue:canary`, remembered for the session. */
  overrides: 'doral-rentals.mf-overrides',
  /** The rollouts whose canary failed to load in this browser, this session: written by the browser. */
  failed: 'doral-rentals.mf-failed',
} as const;

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
