import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error.ts';

/**
 * The site's public address: SITE_URL when configured (set it in production: then no request can choose
 * the addresses the sitemap names), else the address the request came to. Behind a proxy, its
 * X-Forwarded-Proto and -Host count only with TRUST_PROXY.
 */
export function publicSiteUrl(request: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured;
  const address = `${request.protocol}://${request.host}`;
  if (!URL.canParse(address)) throw new ApiError(400, 'bad_request', 'The Host header names no host.');
  return new URL(address).origin;
}
