import type { FastifyRequest } from 'fastify';
import { OPS_TOKEN_HEADER } from '@rental/shared/contracts';
import type { Database } from '../db/database.ts';
import { findOpsSession } from './ops-session-repository.ts';
import { ApiError } from '../http/api-error.ts';

/** The cookie of an operators' console session (docs/decisions/025). */
export const OPS_SESSION_COOKIE = 'ops_session';

/**
 * Operators' routes answer only a signed-in operator (the console's session cookie) or a request carrying
 * the operators' token (OPS_TOKEN) in its header, as the rollout command sends it; with no token
 * configured, they do not exist (404). A wrong token counts against its client, and a client past the
 * limit is answered 429 (ops-token-attempts.ts). Gives the signed-in operator's name, if any.
 */
export async function requireOpsAccess(
  db: Database,
  opsToken: string | undefined,
  request: FastifyRequest,
  what: string,
): Promise<{ operator?: string }> {
  if (!opsToken) throw new ApiError(404, 'not_found', `${what} are off: no OPS_TOKEN is configured.`);
  const sessionId = request.cookies[OPS_SESSION_COOKIE];
  if (sessionId) {
    const session = await findOpsSession(db, sessionId);
    if (session) return { operator: session.operator };
  }
  const given = request.headers[OPS_TOKEN_HEADER];
  if (
    typeof given === 'string' &&
    (await request.server.opsTokenAttempts.isOpsToken(request, given, opsToken))
  )
    return {};
  throw new ApiError(
    401,
    'unauthorized',
    `Sign in to the operators' console, or send a valid operator token in ${OPS_TOKEN_HEADER}.`,
  );
}
