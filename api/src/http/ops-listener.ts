import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from './api-prefix.ts';
import { notFoundEnvelope } from './error-handler.ts';

/**
 * Set by the operators' server on every request it takes. A symbol on the request object itself: nothing
 * a client sends, no header and no address, can set it.
 */
const FROM_OPS_LISTENER = Symbol('request taken by the operators’ listener');

type MarkedRequest = http.IncomingMessage & { [FROM_OPS_LISTENER]?: true };

declare module 'fastify' {
  interface FastifyInstance {
    /** The operators' own server, when the console has a listener of its own (OPS_PORT). */
    opsServer: http.Server | undefined;
  }
}

/** The console's page and files, and the operators' API: answered by the operators' listener alone. */
const isOperatorsRoute = (route: string) =>
  route === '/ops' || route.startsWith('/ops/') || route.startsWith(`${API_PREFIX}/ops/`);
/** What else the console's page asks for: a CSRF token when it has none (ops/src/calls/ops-api.ts). */
const CONSOLE_ALSO_NEEDS = new Set([`${API_PREFIX}/xsrf-token`]);

/**
 * The operators' console and API on a listener of their own (docs/decisions/025), so no script of a public
 * page shares their origin. One app serves both listeners, with one database, cache, rate-limit store and
 * guard: a second HTTP server hands its requests to the app's router, marked, and a hook answers the API's
 * 404 to a request that came to the wrong listener, judged by the route it matched, never by its
 * address's text: never a public page on the operators' listener, nothing of the console on the public.
 */
export const opsListener = fp(async (app: FastifyInstance, options: { separate: boolean }) => {
  if (!options.separate) {
    app.decorate('opsServer', undefined);
    return;
  }
  const server = http.createServer((request: MarkedRequest, response) => {
    request[FROM_OPS_LISTENER] = true;
    app.routing(request, response);
  });
  // The same patience with slow and idle clients as the public listener's.
  server.keepAliveTimeout = app.server.keepAliveTimeout;
  server.requestTimeout = app.server.requestTimeout;
  server.headersTimeout = app.server.headersTimeout;
  app.decorate('opsServer', server);

  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    const fromOperators = (request.raw as MarkedRequest)[FROM_OPS_LISTENER] === true;
    const forOperators = route !== undefined && isOperatorsRoute(route);
    const atRightListener = fromOperators
      ? forOperators || (route !== undefined && CONSOLE_ALSO_NEEDS.has(route))
      : !forOperators;
    if (!atRightListener) return reply.code(404).send(notFoundEnvelope(request.method, request.url));
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
  });
});

/** Starts the operators' listener; gives the port it listens on (the one asked for, unless 0). */
export async function listenForOperators(
  app: FastifyInstance,
  { host, port }: { host: string; port: number },
): Promise<number> {
  const server = app.opsServer;
  if (!server) throw new Error("The operators' listener is off: the app was built without OPS_PORT.");
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}
