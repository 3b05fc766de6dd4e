import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope } from '@rental/shared/contracts';
import { API_PREFIX } from './api-prefix.ts';

const BUSY_MESSAGE = 'The service is busy. Please try again in a few seconds.';

/**
 * What a visitor's browser shows when a page is refused: the same few words in the four languages of the
 * site, since the page's own language is decided by the render that was not started. It reloads itself
 * once the wait is over.
 */
const busyPage = (retryAfterSeconds: number) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${retryAfterSeconds}"><meta name="robots" content="noindex">
<title>Doral Production Rentals</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<p lang="en">The site is very busy right now. This page will reload in a few seconds.</p>
<p lang="ht">Sit la okipe anpil kounye a. Paj sa a ap rechaje nan kèk segonn.</p>
<p lang="es">El sitio está muy ocupado en este momento. Esta página se volverá a cargar en unos segundos.</p>
<p lang="fr">Le site est très sollicité en ce moment. Cette page se rechargera dans quelques secondes.</p>
</body></html>
`;

/**
 * Answers a request the instance will not take now (starting, or over its bounds): 503 with Retry-After,
 * at once and without touching the database, the API's envelope for the API and a short page for a
 * browser. The connection stays open: a refusal must cost as little as possible, and a load balancer
 * that keeps its connections decides where the retry goes.
 */
export function refuseBusy(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) {
  reply.code(503).header('Retry-After', String(retryAfterSeconds)).header('Cache-Control', 'no-store');
  if (request.url.startsWith(API_PREFIX) || request.method !== 'GET') {
    const envelope: ErrorEnvelope = { status: 0, error: 'service_unavailable', message: BUSY_MESSAGE };
    return reply.send(envelope);
  }
  // Refused before the security headers' hook: the notice carries its own policy, which allows nothing
  // but its inline style.
  return reply
    .type('text/html; charset=utf-8')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    )
    .header('X-Content-Type-Options', 'nosniff')
    .send(busyPage(retryAfterSeconds));
}
