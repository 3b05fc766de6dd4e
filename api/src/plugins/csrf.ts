import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_COOKIE, XSRF_HEADER } from '@rental/shared/contracts/xsrf.ts';
import { ApiError } from '../http/api-error.ts';
import { API_PREFIX } from '../http/api-prefix.ts';
import { sameSecret } from '../http/same-secret.ts';

/** Node gives a request's header names in lower case. */
const XSRF_HEADER_KEY = XSRF_HEADER.toLowerCase();

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route writes: it requires the XSRF header matching the cookie. */
    csrf?: boolean;
  }
}

const issueToken = (request: FastifyRequest, reply: FastifyReply) =>
  reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
    path: '/',
    sameSite: 'strict',
    secure: request.protocol === 'https',
    httpOnly: false,
  });

/**
 * Double-submit cookie under the names HTTP clients use by default (docs/product.md#spam): a script about
 * to write asks `GET /xsrf-token` for a random XSRF-TOKEN cookie it can read, and writes must echo it in
 * X-XSRF-TOKEN.
 * A page on another site can send the cookie but cannot read it, so it cannot forge the header. No other
 * answer sets it: a page with a cookie of its own could not be one copy for every visitor
 * (docs/architecture.md#rollouts).
 */
export const csrf = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  // Checked on the routes that write alone, added as each is declared: every other request, a 404 or a
  // page, pays nothing for it.
  const checkToken: onRequestHookHandler = (request, _reply, done) => {
    const token = request.cookies[XSRF_COOKIE];
    const header = request.headers[XSRF_HEADER_KEY];
    if (token && typeof header === 'string' && sameSecret(token, header)) return done();
    done(
      new ApiError(
        403,
        'forbidden',
        'This form has expired or was not sent from this site. Reload the page and try again.',
      ),
    );
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.csrf) return;
    const declared = route.onRequest ?? [];
    route.onRequest = [checkToken, ...(Array.isArray(declared) ? declared : [declared])];
  });

  // A script asks here for a token before its first write, and a form whose write was refused for its
  // token asks for a new one, then sends once more. The token is replaced even when the request carries
  // one, so a cookie a write was refused with is not kept.
  app.get(`${API_PREFIX}/xsrf-token`, async (request, reply) => {
    issueToken(request, reply);
    return reply.header('Cache-Control', 'no-store').code(204).send();
  });
});
