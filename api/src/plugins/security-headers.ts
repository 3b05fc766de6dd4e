import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { contentSecurityPolicy } from '../http/content-security-policy.ts';

interface SecurityHeadersOptions {
  /** Origins to allow besides the site's (CSP_EXTRA_ORIGINS); a page adds those of its builds. */
  extraOrigins: readonly string[];
}

/** Helmet's usual hardening headers; the Content-Security-Policy is ours (http/content-security-policy.ts). */
const HARDENING: HelmetOptions = {
  contentSecurityPolicy: false,
  // Remotes' chunks are loaded by pages on other origins when a remote is served from here.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
};

/**
 * A Content-Security-Policy with no inline scripts (a page's own are allowed by their hashes, which the
 * page responder adds) that allows the site's origin and the operator's extra origins: a page widens it to exactly the
 * remote builds it may run (docs/decisions/024), never to whatever remotes.json names. No framing, and the
 * usual hardening headers; HSTS only over TLS.
 *
 * Helmet itself rather than @fastify/helmet, which builds helmet's middleware (parsing and checking the
 * whole policy) on every request: here it is built once.
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const apply = helmet(HARDENING);
  const policy = contentSecurityPolicy(options.extraOrigins);
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('content-security-policy', policy);
    apply(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    );
    if (request.protocol === 'https')
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
});
