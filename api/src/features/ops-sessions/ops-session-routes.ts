import { OPS_SIGNED_IN_COOKIE, OpsSessionInfo, OpsSignIn, SuccessEnvelope } from '@rental/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { OPS_SESSION_COOKIE, requireOpsAccess } from '../../ops-access/ops-access.ts';
import { bodyErrors, errorResponses } from '../../http/route-schemas.ts';
import { closeOpsSession, findOpsSession, openOpsSession } from '../../ops-access/ops-session-repository.ts';
import { OPS_TOKEN_TRIES, OPS_TOKEN_TRIES_WINDOW_MS } from './ops-token-attempts.ts';

/** A console session lasts a working shift; then the operator signs in again. */
const SESSION_MS = 12 * 60 * 60 * 1000;

interface OpsSessionOptions {
  opsToken: string | undefined;
  /**
   * The address operators open the console at is https (OPS_PUBLIC_URL, else SITE_URL): its cookies are
   * `Secure` even when the request reached this server as http, from a TLS proxy it does not trust.
   */
  httpsConsole: boolean;
}

function notOn(opsToken: string | undefined): asserts opsToken is string {
  if (!opsToken)
    throw new ApiError(404, 'not_found', "The operators' console is off: no OPS_TOKEN is configured.");
}

/**
 * The operators' console sessions (docs/decisions/025): the operators' token, posted once in a JSON body,
 * exchanged for an HTTP-only, SameSite=Strict cookie; signing out ends the session on every instance.
 */
export async function opsSessionRoutes(app: ApiInstance, options: OpsSessionOptions) {
  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: options.httpsConsole || request.protocol === 'https',
  });
  app.post(
    '/ops/session',
    {
      config: {
        csrf: true,
        // Sign-ins per client, right or wrong; its wrong tokens also count with those given in headers.
        rateLimit: { max: OPS_TOKEN_TRIES, timeWindow: OPS_TOKEN_TRIES_WINDOW_MS },
      },
      schema: {
        tags: ['operations'],
        summary: "Sign in to the operators' console with the operators' token, in the body only",
        body: OpsSignIn,
        response: { 200: SuccessEnvelope(OpsSessionInfo), ...bodyErrors, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      notOn(options.opsToken);
      // An address is logged and kept in histories: a token in one would leak.
      if (Object.keys(request.query ?? {}).length > 0)
        throw new ApiError(
          400,
          'bad_request',
          "The operators' token is read from the request body only, never from its address.",
        );
      if (!(await app.opsTokenAttempts.isOpsToken(request, request.body.token, options.opsToken)))
        throw new ApiError(401, 'unauthorized', "That is not the operators' token.");
      const expiresAt = new Date(Date.now() + SESSION_MS);
      const operator = request.body.operator.trim();
      const id = await openOpsSession(app.db, operator, expiresAt);
      reply.setCookie(OPS_SESSION_COOKIE, id, { ...cookieOptions(request), expires: expiresAt });
      reply.setCookie(OPS_SIGNED_IN_COOKIE, '1', {
        ...cookieOptions(request),
        httpOnly: false,
        expires: expiresAt,
      });
      return { status: 1 as const, data: { operator, expiresAt: expiresAt.toISOString() } };
    },
  );

  app.get(
    '/ops/session',
    {
      schema: {
        tags: ['operations'],
        summary: 'The signed-in operator of this console session (401 when there is none)',
        response: { 200: SuccessEnvelope(OpsSessionInfo), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      notOn(options.opsToken);
      reply.header('Cache-Control', 'no-store');
      const id = request.cookies[OPS_SESSION_COOKIE];
      const session = id ? await findOpsSession(app.db, id) : undefined;
      if (!session) {
        // Ended elsewhere or expired: the console's hint goes with it.
        reply.clearCookie(OPS_SIGNED_IN_COOKIE, { ...cookieOptions(request), httpOnly: false });
        throw new ApiError(401, 'unauthorized', 'Not signed in.');
      }
      return {
        status: 1 as const,
        data: { operator: session.operator, expiresAt: session.expiresAt.toISOString() },
      };
    },
  );

  app.delete(
    '/ops/session',
    {
      config: { csrf: true },
      schema: { tags: ['operations'], summary: 'Sign out: the session ends on every instance' },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      await requireOpsAccess(app.db, options.opsToken, request, "The operators' console");
      const id = request.cookies[OPS_SESSION_COOKIE];
      if (id) await closeOpsSession(app.db, id);
      reply.clearCookie(OPS_SESSION_COOKIE, cookieOptions(request));
      reply.clearCookie(OPS_SIGNED_IN_COOKIE, { ...cookieOptions(request), httpOnly: false });
      return reply.code(204).send();
    },
  );
}
