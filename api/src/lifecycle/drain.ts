import type { FastifyBaseLogger } from 'fastify';
import type { ShutdownSettings } from '../config.ts';
import type { InstanceLifecycle } from './instance-lifecycle.ts';

/** A piece of background work or a connection closed once no request is left. */
export interface ShutdownStep {
  name: string;
  run(): Promise<void> | void;
}

interface DrainOptions {
  lifecycle: InstanceLifecycle;
  settings: ShutdownSettings;
  log: FastifyBaseLogger;
  /** Stops accepting connections and resolves once the requests in flight are answered (Fastify's close). */
  closeListeners: () => Promise<void>;
  /** Then these, in order. */
  steps: ShutdownStep[];
}

/**
 * The instance leaves its fleet without dropping a request (docs/operations.md#drain): `/readyz` fails at
 * once; it keeps serving for the shutdown delay while load balancers take it out of rotation (not after
 * SIGINT: someone at a terminal); then it stops accepting connections, finishes the requests in flight,
 * and stops its background work and connections in order. Resolves to the exit code: 0, or 1 once the
 * timeout has passed, having logged what was left.
 */
export async function drainInstance(signal: string, options: DrainOptions): Promise<number> {
  const { lifecycle, settings, log } = options;
  lifecycle.drain();
  const delayMs = signal === 'SIGINT' ? 0 : settings.delayMs;
  log.info(
    { signal, delaySeconds: delayMs / 1000, timeoutSeconds: settings.timeoutMs / 1000 },
    'draining: /readyz answers 503; serving until the delay has passed, then closing',
  );
  await new Promise((resolve) => setTimeout(resolve, delayMs));

  const left = new Set(['listeners', ...options.steps.map((step) => step.name)]);
  const requestsAtClose = lifecycle.requestsInFlight;
  const finished = (async () => {
    await options.closeListeners();
    left.delete('listeners');
    for (const step of options.steps) {
      await step.run();
      left.delete(step.name);
    }
    return 0;
  })();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<number>((resolve) => {
    timer = setTimeout(() => {
      log.error(
        {
          requestsInFlight: lifecycle.requestsInFlight,
          left: [...left],
          timeoutSeconds: settings.timeoutMs / 1000,
        },
        'shutdown timed out: exiting with work left',
      );
      resolve(1);
    }, settings.timeoutMs);
  });
  try {
    const code = await Promise.race([finished, timedOut]);
    if (code === 0) log.info({ requestsAtClose }, 'shut down: every request answered');
    return code;
  } catch (error) {
    log.error({ err: error, left: [...left] }, 'shutdown failed');
    return 1;
  } finally {
    clearTimeout(timer);
  }
}
