import { buildsSignature } from '@rental/shared/federation/builds-signature.ts';
import { rolloutChannels, type PageRollout } from '@rental/shared/federation/visitor-channels.ts';
import { readVisitor } from '@rental/shared/visitor/read-visitor.ts';
import { bucketIdCookie, buildsCookie } from '@rental/shared/visitor/visitor-cookies.ts';

/** A random UUID; `crypto.randomUUID` exists only on secure origins, `getRandomValues` everywhere. */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The browser places itself in the rollouts its page names (docs/architecture.md#rollouts): it draws its
 * bucket id while a canary runs, then keeps in a cookie the builds that id gives it, as the server assigns
 * them. The page on screen keeps its builds; the next page is asked for with the cookie, and a shared
 * cache answers it with the copy for those builds.
 */
export function keepRolloutBuilds(rollouts: readonly PageRollout[]): void {
  let visitor = readVisitor({ cookies: document.cookie, search: '' });
  if (rollouts.length > 0 && visitor.bucketId === undefined) {
    document.cookie = bucketIdCookie(randomId());
    visitor = readVisitor({ cookies: document.cookie, search: '' });
  }
  const signature = buildsSignature(rolloutChannels(rollouts, visitor));
  if (signature !== visitor.builds) document.cookie = buildsCookie(signature);
}
