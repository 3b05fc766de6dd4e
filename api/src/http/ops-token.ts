import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { OPS_TOKEN_HEADER } from '@rental/shared/contracts';
import { ApiError } from './api-error.ts';

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Operators' routes answer only a request carrying the operators' token (OPS_TOKEN) in its header, compared
 * in constant time; with no token configured, they do not exist (404).
 */
export function requireOpsToken(opsToken: string | undefined, request: FastifyRequest, what: string): void {
  if (!opsToken) throw new ApiError(404, 'not_found', `${what} are off: no OPS_TOKEN is configured.`);
  const given = request.headers[OPS_TOKEN_HEADER];
  if (typeof given !== 'string' || !same(given, opsToken))
    throw new ApiError(401, 'unauthorized', `${OPS_TOKEN_HEADER}: a valid operator token is required.`);
}
