import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Histogram, type Registry } from 'prom-client';
import { methodLabel, routeLabel, statusClassLabel } from './route-label.ts';

/** From a file answered at once to a page at its render budget and past it. */
const HTTP_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * How long each answer took, from the request's arrival to its last byte, by route pattern, method and
 * status class, on every listener of the app (the public one and the operators'). The render worker's
 * data calls are answered by the API in this process and are counted as API requests too.
 */
export const httpRequestMetrics = fp(async (app: FastifyInstance, options: { registry: Registry }) => {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: HTTP_BUCKETS_SECONDS,
    registers: [options.registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        route: routeLabel(request),
        method: methodLabel(request.method),
        status_class: statusClassLabel(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
});
