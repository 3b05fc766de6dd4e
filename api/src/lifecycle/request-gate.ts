import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OverloadSettings } from '../config.ts';
import { whenResponseEnded } from '../http/response-ended.ts';
import type { InstanceLifecycle } from './instance-lifecycle.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A probe (`/livez`, `/readyz`): answered whatever the instance's phase or load. */
    probe?: boolean;
  }
}

/** How often event-loop delay and memory are sampled: a burst is refused within half a second of its start. */
const PRESSURE_SAMPLE_MS = 500;

/**
 * What the app does for the requests the public listener took (lifecycle/admission.ts): counts them while
 * they are answered, so that a shutdown knows what it waits for; while draining, closes each connection
 * after its answer, so that clients and load balancers open their next one to another instance. It also
 * samples event-loop delay, heap and resident memory (`@fastify/under-pressure`) for the admission and
 * `/readyz`; the samples refuse nothing here, since refusing is the listener's.
 */
export const requestGate = fp(
  async (app: FastifyInstance, options: { lifecycle: InstanceLifecycle; overload: OverloadSettings }) => {
    const { lifecycle, overload } = options;
    const ended = () => lifecycle.requestEnded();
    app.addHook('onRequest', (request, reply, done) => {
      lifecycle.requestStarted();
      whenResponseEnded(request, reply, ended);
      if (lifecycle.phase === 'draining') reply.header('Connection', 'close');
      done();
    });
    await app.register(underPressure, {
      sampleInterval: PRESSURE_SAMPLE_MS,
      maxEventLoopDelay: overload.maxEventLoopDelayMs,
      maxHeapUsedBytes: overload.maxHeapBytes,
      maxRssBytes: overload.maxRssBytes,
      pressureHandler: () => undefined,
    });
  },
  { name: 'request-gate' },
);
