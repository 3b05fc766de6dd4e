import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';

/** Renders of a page within one slot carry the same token, so they are the same bytes (docs/decisions/029). */
export const VIEW_TOKEN_SLOT_MS = 60 * 1000;

/**
 * How long after its slot began a token is taken. A page is shared: it may be rendered at the end of its
 * slot (1 minute), kept in the site's and the CDN's caches before a visitor gets it (s-maxage plus
 * stale-while-revalidate, 6 minutes by default), and then left open for the hour a page view reports. Seventy
 * minutes covers the three with room for clocks a little apart; a page older than that reports nothing more.
 */
export const VIEW_TOKEN_LIFETIME_MS = 70 * 60 * 1000;

/**
 * What the server vouches for about a page it rendered: when, and which build of each remote it was given.
 * Nothing in it is a visitor's: everyone who gets the page gets the same token.
 */
export interface ViewClaims {
  issuedAt: number;
  remotes: { remote: RemoteName; channel: 'stable' | 'canary'; version: string; stableVersion: string }[];
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * The token a rendered page carries for its health beacons (docs/decisions/029): the start of the slot it was
 * rendered in and the builds it was given, signed, so a beacon can neither claim a page the site did not
 * render recently nor a channel it was not on. It is the same for every render with the same builds in one
 * slot: the page stays one for everyone, and a cache may keep it.
 */
export function issueViewToken(
  secret: string,
  assignments: readonly RemoteAssignment[],
  now: number,
): string {
  const claims: ViewClaims = {
    issuedAt: Math.floor(now / VIEW_TOKEN_SLOT_MS) * VIEW_TOKEN_SLOT_MS,
    remotes: assignments.map(({ remote, channel, version, stable }) => ({
      remote,
      channel,
      version,
      stableVersion: stable.version,
    })),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

type ViewTokenProblem = 'forged' | 'expired';

/** The claims of a token this server family issued and that is still valid, or why not. */
export function readViewToken(secret: string, token: string, now: number): ViewClaims | ViewTokenProblem {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return 'forged';
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ViewClaims;
  if (now - claims.issuedAt > VIEW_TOKEN_LIFETIME_MS || claims.issuedAt - now > 60_000) return 'expired';
  return claims;
}

/**
 * The page view a beacon reports: the id the browser drew for its page load, keyed with the page's token,
 * so that an id reported with one page's token is another view under any other token.
 */
export const viewKey = (secret: string, token: string, browserViewId: string) =>
  createHmac('sha256', secret).update(`view:${token}:${browserViewId}`).digest('base64url').slice(0, 27);

/** A client as the limits see it: its address, keyed so that the address itself is never stored. */
/**
 * The network a visitor reports from. An IPv6 visitor is usually given a whole /64 and may use any address
 * in it, so the /64 is the client: counted address by address, one client could be many.
 */
export function clientNetwork(address: string): string {
  const bare = address.split('%')[0]!;
  if (!isIPv6(bare)) return bare;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = bare.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(zeros, 0)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** The client's network as a keyed hash: the figures can tell clients apart without keeping addresses. */
export const clientKey = (secret: string, address: string) =>
  createHmac('sha256', secret)
    .update(`client:${clientNetwork(address)}`)
    .digest('base64url')
    .slice(0, 22);
