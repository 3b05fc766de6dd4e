import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { InstanceLifecycle } from './instance-lifecycle.ts';

/** Whom the warm-up page is rendered for, in the logs. */
const WARM_UP_AGENT = 'doral-rentals-warm-up';

/**
 * Renders the home page once, in-process, so that the render worker has loaded the builds before the
 * instance says it is ready: the first visitor does not wait for it. Tries again every `retryMs` while the
 * page cannot be rendered (`/readyz` says why meanwhile), until it can or the instance drains.
 */
export async function warmUp(
  app: FastifyInstance,
  lifecycle: InstanceLifecycle,
  log: FastifyBaseLogger,
  retryMs = 5000,
): Promise<void> {
  const started = performance.now();
  while (lifecycle.phase === 'warming') {
    const answer = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'user-agent': WARM_UP_AGENT, accept: 'text/html' },
    });
    if (answer.statusCode === 200) {
      lifecycle.rendererWarm();
      log.info({ ms: Math.round(performance.now() - started) }, 'render worker warm: the instance is ready');
      return;
    }
    const reason = `the home page answered ${answer.statusCode}`;
    lifecycle.rendererFailed(reason);
    log.warn(`render worker not warm: ${reason}; trying again in ${retryMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, retryMs));
  }
}
