import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { OverloadSettings } from '../config.ts';
import type { InstanceLifecycle, RendererState } from './instance-lifecycle.ts';
import type { RenderLoad } from './render-load.ts';

interface ProbeOptions {
  lifecycle: InstanceLifecycle;
  overload: OverloadSettings;
  /** `ok`, or what is wrong with the database, from a check kept for a moment (cached-check.ts). */
  database: () => Promise<string>;
  renders: RenderLoad;
}

const describeRenderer = (renderer: RendererState) => {
  switch (renderer.kind) {
    case 'none':
    case 'warm':
      return 'ok';
    case 'warming':
      return 'warming up';
    case 'failed':
      return `failed: ${renderer.reason}`;
  }
};

/** Probes are asked every few seconds by every load balancer: only warnings and worse are logged. */
const PROBE_ROUTE = {
  logLevel: 'warn',
  config: { probe: true },
  // The operators' and the load balancers', not the API's: left out of its documentation.
  schema: { hide: true },
} as const;

/**
 * `GET /livez` and `GET /readyz`, for load balancers and Kubernetes (docs/operations.md#probes):
 * unauthenticated, answered from memory and one cached database check, never cached by a proxy, and
 * holding nothing of visitors or rollouts.
 */
export async function probeRoutes(app: FastifyInstance, options: ProbeOptions) {
  const { lifecycle, overload } = options;

  // The longest the event loop was held since the previous probe: a loop stuck past the bound fails,
  // by not answering at all meanwhile, then by this answer once it can.
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  app.addHook('onClose', async () => loopDelay.disable());
  app.get('/livez', PROBE_ROUTE, async (_request, reply) => {
    const delayMs = Math.round(loopDelay.max / 1e6);
    loopDelay.reset();
    reply.header('Cache-Control', 'no-store');
    if (delayMs > overload.livenessMaxEventLoopDelayMs)
      return reply.code(503).send({ status: 'stalled', eventLoopDelayMs: delayMs });
    return { status: 'alive' };
  });

  app.get('/readyz', PROBE_ROUTE, async (_request, reply) => {
    const { renderer } = lifecycle;
    const checks = {
      startup: lifecycle.accepting ? 'ok' : 'starting: waiting for the database',
      database: await options.database(),
      renderer: describeRenderer(renderer),
      draining: lifecycle.phase === 'draining' ? 'draining' : 'ok',
      pressure: app.isUnderPressure()
        ? 'saturated: over a bound of event-loop delay or memory'
        : options.renders.saturated
          ? `saturated: ${options.renders.inFlight} pages rendering`
          : 'ok',
    };
    const failed = Object.entries(checks)
      .filter(([, value]) => value !== 'ok')
      .map(([name]) => name);
    reply.header('Cache-Control', 'no-store');
    if (failed.length > 0) return reply.code(503).send({ status: 'not ready', failed, checks });
    return { status: 'ready', checks };
  });
}
