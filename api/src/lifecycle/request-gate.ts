import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OverloadSettings } from '../config.ts';
import { API_PREFIX } from '../http/api-prefix.ts';
import { refuseBusy } from '../http/busy-answer.ts';
import { whenResponseEnded } from '../http/response-ended.ts';
import type { InstanceLifecycle } from './instance-lifecycle.ts';
import type { RenderLoad } from './render-load.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A probe (`/livez`, `/readyz`): answered whatever the instance's phase or load. */
    probe?: boolean;
  }
}

/** How often event-loop delay and memory are sampled: a burst is refused within half a second of its start. */
const PRESSURE_SAMPLE_MS = 500;

/** What @fastify/under-pressure itself fails a request with: the error handler answers both alike. */
class UnderPressureError extends Error {
  readonly code = 'FST_UNDER_PRESSURE';
  readonly statusCode = 503;
  constructor() {
    super('Service Unavailable');
  }
}

const isProbe = (request: FastifyRequest) => request.routeOptions.config?.probe === true;

/**
 * Which requests the instance takes (docs/operations.md#back-pressure): none but the probes while it is
 * starting; none past its bounds of event-loop delay, heap or resident memory (`@fastify/under-pressure`,
 * which samples them), each refused at once with 503 and Retry-After instead of waiting in a queue that
 * only grows. Requests already taken are finished. While draining, every answer closes its connection,
 * so that clients and load balancers open their next one to another instance.
 */
export const requestGate = fp(
  async (
    app: FastifyInstance,
    options: {
      lifecycle: InstanceLifecycle;
      overload: OverloadSettings;
      renders: RenderLoad;
      /** Whether a request is for a page the render workers render. */
      isPage: (request: FastifyRequest) => boolean;
    },
  ) => {
    const { lifecycle, overload, renders, isPage } = options;
    // What pressure refuses: a new page, or a call to the public API. The files of a page already sent
    // (its scripts and styles), the probes and the operators' calls are always answered: a page admitted
    // must not arrive without its styles, and operators need the console most when the site is busy.
    const isNewWork = (request: FastifyRequest) =>
      !isProbe(request) &&
      (isPage(request) ||
        (request.url.startsWith(API_PREFIX) && !request.url.startsWith(`${API_PREFIX}/ops/`)));
    app.addHook('onRequest', async (request, reply) => {
      lifecycle.requestStarted();
      whenResponseEnded(request, reply, () => lifecycle.requestEnded());
      if (isProbe(request)) return;
      if (!lifecycle.accepting) return refuseBusy(request, reply, overload.retryAfterSeconds);
      // A page past the bound is refused here, before the other hooks' work; the page's handler counts
      // it in (site/page-responder.ts).
      if (renders.saturated && isPage(request)) return refuseBusy(request, reply, overload.retryAfterSeconds);
      if (lifecycle.phase === 'draining') reply.header('Connection', 'close');
    });
    await app.register(underPressure, {
      sampleInterval: PRESSURE_SAMPLE_MS,
      maxEventLoopDelay: overload.maxEventLoopDelayMs,
      maxHeapUsedBytes: overload.maxHeapBytes,
      maxRssBytes: overload.maxRssBytes,
      pressureHandler: async (request, reply, type, value) => {
        // The first samples after start-up measure the start-up's own work, not the load.
        if (!isNewWork(request) || lifecycle.acceptingForMs < 2 * PRESSURE_SAMPLE_MS) return;
        request.log.debug({ pressure: type, value }, 'request refused: the instance is over a bound');
        reply.header('Retry-After', String(overload.retryAfterSeconds));
        // Answered by the error handler as every refusal is (http/busy-answer.ts).
        throw new UnderPressureError();
      },
    });
  },
  { name: 'request-gate' },
);
