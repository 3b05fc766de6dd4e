import { Gauge, Histogram, type Registry } from 'prom-client';
import type { RenderOutcome } from '@rental/shared/seams/render-protocol.ts';

/** How one page's render ended, as a render worker thread reports it (site/render-worker-thread.ts). */
export interface RenderReport {
  /** The generation's short name: the first hex digits of a hash of its builds. */
  generation: string;
  outcome: RenderOutcome | 'failed';
  seconds: number;
}

/** A running worker thread, for the metrics scrape. */
export interface RenderWorkerState {
  generation: string;
  state: 'live' | 'retiring';
  heap: () => Promise<{ usedBytes: number; totalBytes: number }>;
}

/** Up to the render budget (1 s by default) and what waits for a worker to start past it. */
const RENDER_BUCKETS_SECONDS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2.5, 5];
const OUTCOMES: RenderReport['outcome'][] = ['rendered', 'fell_back', 'timed_out', 'failed'];
/**
 * Generations whose render series are kept: a few more than live at once (four), so a generation retired
 * by a rollout is still scraped for a while; older ones' series are dropped, which keeps their number
 * bounded however many builds an instance runs in its life.
 */
const KEPT_GENERATIONS = 8;
/** A worker busy with a long page answers its heap late; the scrape does not wait for it. */
const HEAP_READ_TIMEOUT_MS = 2_000;

const withinTimeout = <T>(work: Promise<T>): Promise<T | undefined> =>
  Promise.race([
    work.catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), HEAP_READ_TIMEOUT_MS).unref()),
  ]);

/**
 * The render workers' figures (docs/decisions/015): how long each page took and how it came out, by
 * generation (the short name of its set of builds), and the workers running with their heaps, read at
 * each scrape.
 */
export function renderMetrics(registry: Registry, workers: () => RenderWorkerState[]) {
  const duration = new Histogram({
    name: 'render_duration_seconds',
    help:
      'Time from a page sent to a render worker to its last HTML, by generation (a hash of its builds) ' +
      'and outcome: rendered, fell_back (a region left to the browser), timed_out (cut at the budget), failed',
    labelNames: ['generation', 'outcome'] as const,
    buckets: RENDER_BUCKETS_SECONDS,
    registers: [registry],
  });
  new Gauge({
    name: 'render_workers',
    help: 'Render worker threads running, by state: live (rendering) or retiring (finishing its pages)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const running = workers();
      for (const state of ['live', 'retiring'] as const)
        this.set({ state }, running.filter((worker) => worker.state === state).length);
    },
  });
  new Gauge({
    name: 'render_worker_heap_used_bytes',
    help: 'The JavaScript heap in use in each render worker thread, by generation and state',
    labelNames: ['generation', 'state'] as const,
    registers: [registry],
    async collect() {
      const running = workers();
      const heaps = await Promise.all(running.map((worker) => withinTimeout(worker.heap())));
      this.reset();
      running.forEach(({ generation, state }, index) => {
        const heap = heaps[index];
        if (heap) this.set({ generation, state }, heap.usedBytes);
      });
    },
  });

  const seen: string[] = [];
  return {
    rendered({ generation, outcome, seconds }: RenderReport): void {
      if (!seen.includes(generation)) {
        seen.push(generation);
        for (const gone of seen.splice(0, Math.max(0, seen.length - KEPT_GENERATIONS)))
          for (const dropped of OUTCOMES) duration.remove({ generation: gone, outcome: dropped });
      }
      duration.observe({ generation, outcome }, seconds);
    },
  };
}
