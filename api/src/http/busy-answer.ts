import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
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

interface BusyAnswer {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * The two refusals, made once: the API's envelope for the API and for anything but a page, and the short
 * page for a browser. The notice is sent before any security header is added: it carries its own policy,
 * which allows nothing but its inline style.
 */
function busyAnswers(retryAfterSeconds: number): { api: BusyAnswer; page: BusyAnswer } {
  const common = { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' };
  const envelope: ErrorEnvelope = { status: 0, error: 'service_unavailable', message: BUSY_MESSAGE };
  const api = Buffer.from(JSON.stringify(envelope));
  const page = Buffer.from(busyPage(retryAfterSeconds));
  return {
    api: {
      headers: { ...common, 'content-type': 'application/json; charset=utf-8', 'content-length': api.length },
      body: api,
    },
    page: {
      headers: {
        ...common,
        'content-type': 'text/html; charset=utf-8',
        'content-length': page.length,
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
      },
      body: page,
    },
  };
}

const forPage = (method: string | undefined, url: string | undefined) =>
  (method === 'GET' || method === 'HEAD') && !(url ?? '').startsWith(API_PREFIX);

/**
 * Answers a request the instance will not take now (starting, or over its bounds), straight on Node's
 * response before Fastify has seen it (lifecycle/admission.ts): 503 with Retry-After, at once and without
 * touching the database. The connection stays open: a refusal must cost as little as possible, and a load
 * balancer that keeps its connections decides where the retry goes.
 */
export function busyRefusal(retryAfterSeconds: number): RequestListener {
  const answers = busyAnswers(retryAfterSeconds);
  return (request: IncomingMessage, response: ServerResponse) => {
    const { headers, body } = forPage(request.method, request.url) ? answers.page : answers.api;
    response.writeHead(503, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}
