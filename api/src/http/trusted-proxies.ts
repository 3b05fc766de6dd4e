import type { TrustedProxies } from '../config.ts';

/**
 * Fastify's `trustProxy` for the proxies trusted. Fastify believes no hop for a bare number (it cannot
 * tell a proxy from a client that wrote the header itself), so a count is a function that trusts the
 * nearest hops by position: the API must then be reachable only through those proxies.
 */
export function fastifyTrustProxy(
  trusted: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trusted === false) return false;
  if ('addresses' in trusted) return trusted.addresses;
  return (_address, hop) => hop < trusted.hops;
}
