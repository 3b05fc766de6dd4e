import type { FastifyRequest } from 'fastify';
import { matchPageRoute } from '@rental/shared/federation/page-routes.ts';
import { API_PREFIX } from '../http/api-prefix.ts';

/** The route of an address no route or page pattern matches: one series for all of them. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route a request is counted under: the pattern of the API route that answered it
 * (`/api/v1/equipments/:id`), the page's pattern from `SITE_PAGES` for a page the not-found handler
 * rendered (`/services/:id/show`), else `unmatched`. Never the address itself, which the visitor chooses:
 * every label value comes from the code, so the series stay as few as the routes.
 */
export function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route !== undefined) return route;
  // An address under the API that no route took is never a page: no pattern is tried for it.
  if (request.url.startsWith(API_PREFIX)) return UNMATCHED_ROUTE;
  return matchPageRoute(request.url.split('?')[0] ?? '')?.path ?? UNMATCHED_ROUTE;
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The request's method, or `OTHER` for the rarer ones Node's parser also lets through. */
export const methodLabel = (method: string) => (KNOWN_METHODS.has(method) ? method : 'OTHER');

/** `2xx`, `3xx`, `4xx` or `5xx`. */
export const statusClassLabel = (status: number) => `${Math.min(5, Math.max(1, Math.floor(status / 100)))}xx`;
