import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { API_PREFIX } from '../http/api-prefix.ts';
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

/** Every answer's, whatever its route: the browser features no page of the site uses. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * An API answer is data, never a document a browser renders (OWASP's REST security guidance): it loads
 * nothing, may be framed by no one and is never sniffed into something else. The headers that govern a
 * document (its scripts' origins, the browser features it may use, its opener) say nothing of it.
 */
const API_ANSWER_HEADERS: readonly [string, string][] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['cross-origin-resource-policy', 'cross-origin'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
];

/** The API's browsable documentation (@fastify/swagger-ui) is a document: it gets a document's headers. */
const API_DOCUMENTS = `${API_PREFIX}/docs`;

const isApiAnswer = (url: string) => url.startsWith(`${API_PREFIX}/`) && !url.startsWith(API_DOCUMENTS);

/**
 * The headers helmet's middleware sets and removes, found once by running it on a recording answer: they
 * depend on its options alone, so each request only copies them.
 */
function helmetHeaders(options: HelmetOptions) {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return { set, removed };
}

/**
 * Headers by the kind of answer. A document (a page, a built file, the console, the API's documentation):
 * a Content-Security-Policy with no inline scripts (a page's own are allowed by their hashes, which the
 * page responder adds) that allows the site's origin and the operator's extra origins: a page widens it to exactly the
 * remote builds it may run (docs/decisions/024), never to whatever remotes.json names. No framing, and the
 * usual hardening headers. An API answer: the few that concern data. HSTS on both, only over TLS.
 *
 * Helmet itself rather than @fastify/helmet, which builds helmet's middleware (parsing and checking the
 * whole policy) on every request; and not even its middleware per request: every header is made once, at
 * start, and one hook copies them onto each answer.
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const hardening = helmetHeaders(HARDENING);
  const documentHeaders: [string, string][] = [
    ['content-security-policy', contentSecurityPolicy(options.extraOrigins)],
    ...hardening.set,
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  app.addHook('onRequest', (request, reply, done) => {
    const answer = reply.raw;
    for (const [name, value] of isApiAnswer(request.url) ? API_ANSWER_HEADERS : documentHeaders)
      answer.setHeader(name, value);
    for (const name of hardening.removed) answer.removeHeader(name);
    if (request.protocol === 'https') answer.setHeader('strict-transport-security', HSTS);
    done();
  });
});
