import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/api-error.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route writes: it requires the XSRF header matching the cookie. */
    csrf?: boolean;
  }
}

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Double-submit cookie (SPEC §7's axios defaults): every response without the cookie sets a random
 * XSRF-TOKEN readable by the site's scripts; writes must echo it in X-XSRF-TOKEN. A page on another site
 * can send the cookie but cannot read it, so it cannot forge the header.
 */
export const csrf = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[XSRF_COOKIE];
    if (!token) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: request.protocol === 'https',
        httpOnly: false,
      });
    }
    if (!request.routeOptions.config.csrf) return;
    const header = request.headers[XSRF_HEADER];
    if (!token || typeof header !== 'string' || !sameToken(token, header)) {
      throw new ApiError(
        403,
        'forbidden',
        'This form has expired or was not sent from this site. Reload the page and try again.',
      );
    }
  });
});
