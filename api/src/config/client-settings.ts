import net from 'node:net';
import { Type } from 'typebox';
import { ConfigError, readSettings } from './read-settings.ts';
import { positiveInteger, text } from './setting-types.ts';

/** Who a client is (the proxies believed about its address) and how many writes it may send. */
export const clientSchema = Type.Object({
  RATE_LIMIT_MAX: positiveInteger(10),
  RATE_LIMIT_WINDOW_SECONDS: positiveInteger(600),
  TRUST_PROXY: text(),
});

export interface RateLimitSettings {
  /** Writes allowed per client and route in each window. */
  max: number;
  windowSeconds: number;
}

/**
 * The proxies in front of the API whose X-Forwarded-For and -Proto are believed (TRUST_PROXY): none, the
 * nearest `hops` of them whatever their address, or those at the given addresses and ranges.
 */
export type TrustedProxies = false | { hops: number } | { addresses: string[] };

export interface ClientSettings {
  rateLimit: RateLimitSettings;
  trustProxy: TrustedProxies;
}

export function readClientSettings(env: NodeJS.ProcessEnv): ClientSettings {
  const settings = readSettings(clientSchema, env);
  return {
    rateLimit: { max: settings.RATE_LIMIT_MAX, windowSeconds: settings.RATE_LIMIT_WINDOW_SECONDS },
    trustProxy: trustedProxiesOf(settings.TRUST_PROXY),
  };
}

/** The ranges @fastify/proxy-addr knows by name: loopback, link-local and private addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const OFF = new Set(['0', 'false', 'no', 'off']);
const EVERYONE = new Set(['true', 'yes', 'on', 'all', '*', 'any', 'everyone']);

const WHAT_TO_WRITE =
  'give the number of proxies in front (TRUST_PROXY=1 for one load balancer) or their addresses ' +
  '(TRUST_PROXY=10.0.0.5, or a range like 10.0.0.0/24)';

/** Why one entry of an address list cannot be trusted, or undefined when it can. */
function entryProblem(entry: string): string | undefined {
  if (NAMED_RANGES.has(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  // A zone (fe80::1%eth0) names an interface of this machine, which no forwarded address carries.
  if (version === 0 || rest.length > 0 || address.includes('%'))
    return `"${entry}" is not an IP address or a range like 10.0.0.0/24`;
  if (prefix === undefined) return undefined;
  const bits = version === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits)
    return `"${entry}" has no prefix length from 1 to ${bits} after its "/"`;
  // A range that holds every address would believe whatever any client writes.
  if (Number(prefix) === 0) return `"${entry}" covers every address, which trusts every client`;
  return undefined;
}

/**
 * TRUST_PROXY: unset or `0` trusts no proxy; a positive integer, that many hops in front; a comma-separated
 * list, the proxies at those addresses or ranges (or `loopback`, `linklocal`, `uniquelocal`). Trusting every
 * hop is refused: any client could then choose its own address, and with it the per-client limits it is
 * held to. A wrong value is refused naming TRUST_PROXY and what to write instead.
 */
function trustedProxiesOf(given: string | undefined): TrustedProxies {
  const value = given?.toLowerCase() ?? '';
  if (value === '' || OFF.has(value)) return false;
  if (EVERYONE.has(value))
    throw new ConfigError(
      `TRUST_PROXY=${given} would trust every hop, so any client could choose its own address by ` +
        `writing X-Forwarded-For: ${WHAT_TO_WRITE}`,
    );
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : { hops: Number(value) };
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const problem = addresses.map(entryProblem).find((found) => found !== undefined);
  if (problem !== undefined || addresses.length === 0)
    throw new ConfigError(`TRUST_PROXY: ${problem ?? `"${given}" lists no address`}; ${WHAT_TO_WRITE}`);
  return { addresses };
}
