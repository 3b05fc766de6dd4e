import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { remoteOriginsReader } from './remote-origins.ts';

export interface SecurityHeadersOptions {
  /** The shell's remotes.json, whose origins the policy allows besides the site's own. */
  remotesJsonPath: string;
  /** More origins to allow (e.g. where remotes are staged before remotes.json names them). */
  extraOrigins: string[];
}

/**
 * Issue 9: a Content-Security-Policy with no inline scripts that allows exactly the site's origin and the
 * origins in remotes.json, no framing, and the usual hardening headers. HSTS only over TLS.
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const remoteOrigins = remoteOriginsReader(options.remotesJsonPath);
  const allowed = () => [...new Set([...remoteOrigins(), ...options.extraOrigins])].join(' ') || "'self'";
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", allowed],
        styleSrc: ["'self'", allowed],
        connectSrc: ["'self'", allowed],
        imgSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Remotes' chunks are loaded by pages on other origins when a remote is served from here.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
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
