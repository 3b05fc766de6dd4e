import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { GenerationBuild, GenerationData, RenderRequest } from '@rental/shared/seams/render-protocol.ts';
import type { RenderReport, RenderWorkerState } from '../metrics/render-metrics.ts';
import { RenderWorkerThread, type RenderedPage } from './render-worker-thread.ts';
import type { WorkerApi } from './worker-api-calls.ts';

interface GenerationsOptions {
  /** The shell's built render worker (`renderWorkerFile`, `shell/dist/server/render-worker.cjs`). */
  workerFile: string;
  /** Answers the pages' data calls (`apiThroughInject`). */
  api: WorkerApi;
  /** The server's log, where the workers' lines go (docs/operations.md#logs). */
  log: FastifyBaseLogger;
  /** Live generations at most; the least recently used goes first. */
  maxGenerations?: number;
  /** A generation no page has used for this long is ended. */
  idleMs?: number;
  renderBudgetMs?: number;
  /** Told how each page's render ended and how long it took (docs/operations.md#metrics). */
  onRendered?: (report: RenderReport) => void;
}

/**
 * A generation's name in metrics: short, and the same for the same builds on every instance (the render
 * worker's build time, which differs, is left out).
 */
const shortNameOf = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** Builds by all they are, their files included: a version built again in place is another build. */
const keyOf = (builds: GenerationBuild[]) =>
  JSON.stringify([...builds].sort((a, b) => a.remote.localeCompare(b.remote)));

/**
 * The site's render workers, one generation per set of remote builds (docs/decisions/015). Node cannot
 * unload code, and two builds of one container cannot live in one process: a generation loads its builds
 * once, and when remotes.json moves on, the old generation finishes its pages and its thread ends, which
 * frees everything it loaded. Stable and canary visitors of a rollout are two generations side by side.
 */
export class RenderGenerations {
  private readonly generations = new Map<string, RenderWorkerThread>();
  /** Retired generations whose threads are still finishing their pages: they count under the cap. */
  private readonly retiring = new Set<RenderWorkerThread>();
  private nextId = 0;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly options: GenerationsOptions) {
    this.sweeper = setInterval(() => this.retireIdle(), Math.min(this.idleMs, 60_000));
    this.sweeper.unref();
  }

  private get idleMs() {
    return this.options.idleMs ?? 5 * 60_000;
  }

  async render(
    builds: GenerationBuild[],
    shell: GenerationData['shell'],
    request: Omit<RenderRequest, 'kind' | 'id'>,
  ): Promise<RenderedPage> {
    const generation = this.generationFor(builds, shell);
    await generation.ready;
    return generation.renderPage(request, this.nextId++);
  }

  /** How many generations are in use, for tests and benchmarks. */
  get size(): number {
    return this.generations.size;
  }

  /** Worker threads running, retired ones still finishing their pages included: never above the cap. */
  get liveWorkers(): number {
    return [...this.generations.values(), ...this.retiring].filter((generation) => generation.running).length;
  }

  /** Every running worker thread with its state, for the metrics scrape. */
  workers(): RenderWorkerState[] {
    return [...this.generations.values(), ...this.retiring]
      .filter((generation) => generation.running)
      .map((generation) => ({
        generation: generation.label,
        state: generation.isRetiring ? 'retiring' : 'live',
        heap: () => generation.heap(),
      }));
  }

  private get limit(): number {
    return this.options.maxGenerations ?? 4;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all(
      [...this.generations.values(), ...this.retiring].map((generation) => generation.terminate()),
    );
    this.generations.clear();
    this.retiring.clear();
  }

  /**
   * A generation is one build of each remote and one build of the shell. A new build can change its
   * stylesheets alone, or the shell its server code alone, so their files and the render worker's tell it
   * apart: a page must never link the previous build's files, which the new build has deleted.
   */
  private generationFor(builds: GenerationBuild[], shell: GenerationData['shell']): RenderWorkerThread {
    const workerBuilt = fs.statSync(this.options.workerFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    const key = `${keyOf(builds)}#${JSON.stringify(shell)}#${workerBuilt}`;
    const known = this.generations.get(key);
    if (known) return known;
    // Room for the new thread: the least recently used generations retire first, and the new one starts
    // once the live threads, those still finishing their pages included, are under the cap.
    while (this.generations.size > 0 && this.generations.size + 1 > this.limit) this.retireOldest();
    let openRoom!: () => void;
    const room = new Promise<void>((resolve) => {
      openRoom = resolve;
    });
    const generation = new RenderWorkerThread(
      this.options.workerFile,
      { builds, shell, renderBudgetMs: this.options.renderBudgetMs ?? 1000 },
      this.options.api,
      this.options.log,
      () => {
        if (this.generations.get(key) === generation) this.generations.delete(key);
      },
      room,
      shortNameOf(`${keyOf(builds)}#${JSON.stringify(shell)}`),
      this.options.onRendered,
    );
    this.generations.set(key, generation);
    void this.roomForOne().then(openRoom);
    return generation;
  }

  /** Settles once the live threads, the one about to start included, are within the cap. */
  private async roomForOne(): Promise<void> {
    while (this.generations.size + this.retiring.size > this.limit && this.retiring.size > 0)
      await Promise.race([...this.retiring].map((generation) => generation.exited));
  }

  private retireOldest(): void {
    const [key, oldest] = [...this.generations.entries()].sort(([, a], [, b]) => a.lastUsed - b.lastUsed)[0]!;
    this.retire(key, oldest);
  }

  private retire(key: string, generation: RenderWorkerThread): void {
    this.generations.delete(key);
    this.retiring.add(generation);
    void generation.exited.then(() => this.retiring.delete(generation));
    generation.retire();
  }

  private retireIdle(): void {
    const now = Date.now();
    for (const [key, generation] of this.generations) {
      if (!generation.busy && now - generation.lastUsed > this.idleMs) this.retire(key, generation);
    }
  }
}
