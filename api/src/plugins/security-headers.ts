import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

interface SecurityHeadersOptions {
  /**
   * The remotes' origins other than the site's own, as the site follows remotes.json
   * (site/remote-origins.ts): the same array until they change.
   */
  remoteOrigins: () => readonly string[];
  /** More origins to allow (e.g. where remotes are staged before remotes.json names them). */
  extraOrigins: string[];
}

/** Helmet's settings with `sources` (the remote origins, none when the remotes are served from here). */
function headersAllowing(sources: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...sources],
        styleSrc: ["'self'", ...sources],
        // Server-rendered pages carry React's `style` attributes (sizes of loading outlines): attributes
        // only, never a <style> element or a script (docs/decisions/015).
        styleSrcAttr: ["'unsafe-inline'"],
        connectSrc: ["'self'", ...sources],
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
  };
}

/**
 * A Content-Security-Policy with no inline scripts (a page's own, React's, carry a nonce the page
 * responder adds) that allows exactly the site's origin and the
 * origins in remotes.json, no framing, and the usual hardening headers. HSTS only over TLS.
 *
 * Helmet itself rather than @fastify/helmet, which builds helmet's middleware (parsing and checking the
 * whole policy) on every request: here it is built again only when remotes.json names other origins.
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  let headers: { remote: readonly string[]; apply: ReturnType<typeof helmet> } | undefined;
  app.addHook('onRequest', (request, reply, done) => {
    const remote = options.remoteOrigins();
    if (headers?.remote !== remote) {
      const sources = [...new Set([...remote, ...options.extraOrigins])];
      headers = { remote, apply: helmet(headersAllowing(sources)) };
    }
    headers.apply(request.raw, reply.raw, (error) => done(error as Error | undefined));
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
