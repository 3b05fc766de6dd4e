import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';

/** A page left open longer than this reports nothing more: its token has expired. */
export const VIEW_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** What the server vouches for about one page view: which build of each remote it was given. */
export interface ViewClaims {
  viewId: string;
  issuedAt: number;
  remotes: { remote: RemoteName; channel: 'stable' | 'canary'; version: string; stableVersion: string }[];
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * The token a rendered page carries for its health beacons (docs/decisions/017): a new page-view id and
 * the builds the visitor was assigned, signed, so a beacon can neither claim a page view that never was
 * nor a channel it was not on.
 */
export function issueViewToken(
  secret: string,
  assignments: readonly RemoteAssignment[],
  now: number,
): string {
  const claims: ViewClaims = {
    viewId: randomBytes(12).toString('base64url'),
    issuedAt: now,
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
