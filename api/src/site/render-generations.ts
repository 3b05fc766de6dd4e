import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type {
  FromWorker,
  GenerationBuild,
  GenerationData,
  RenderRequest,
  ToWorker,
  WorkerLogLine,
} from '@rental/shared/seams/render-protocol.ts';
import { renderWorkerEnvironment } from '../config.ts';
import type { RenderReport, RenderWorkerState } from '../metrics/render-metrics.ts';

export interface RenderedPage {
  status: number;
  html: Buffer;
  /** The Content-Security-Policy sources (`'sha256-…'`) of the page's inline scripts. */
  scriptHashes: string[];
}

/**
 * Answers the API calls a worker makes while it renders (the page's data), in this process, under the id
 * of the page request they are made for.
 */
type WorkerApi = (
  method: string,
  url: string,
  data: unknown,
  requestId: string | undefined,
) => Promise<{ status: number; body: string }>;

interface GenerationsOptions {
  /** The shell's render worker, `shell/dist/server/render-worker.cjs`. */
  workerFile: string;
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

interface Pending {
  startedAt: number;
  resolve(page: RenderedPage): void;
  reject(error: Error): void;
}

/**
 * A render worker's heap: a generation holds the shell's and the remotes' server code once, plus the
 * pages in flight; past this a runaway build ends its own worker, not the server.
 */
const WORKER_HEAP_MB = 512;

/** One set of builds in one worker thread: loaded once, ended as a whole, which frees all of its code. */
class Generation {
  private worker: Worker | undefined;
  readonly ready: Promise<void>;
  /** Settles once the thread has ended (or was never started). */
  readonly exited: Promise<void>;
  private markExited!: () => void;
  private hasExited = false;
  private readonly pending = new Map<number, Pending>();
  private retiring = false;
  private closed = false;
  lastUsed = Date.now();

  constructor(
    workerFile: string,
    data: GenerationData,
    private readonly api: WorkerApi,
    private readonly log: FastifyBaseLogger,
    private readonly onGone: () => void,
    /** Settles when there is room for one more live worker under the cap. */
    room: Promise<void>,
    readonly label: string,
    private readonly onRendered: GenerationsOptions['onRendered'],
  ) {
    this.exited = new Promise((resolve) => {
      this.markExited = () => {
        this.hasExited = true;
        resolve();
      };
    });
    // A generation retired before it started still starts, for the pages that were waiting for it, and
    // ends once they are sent; only the server closing stops it from starting at all.
    this.ready = room.then(() => {
      if (this.closed) {
        this.markExited();
        throw new Error('the site is closing');
      }
      return this.start(workerFile, data);
    });
  }

  private start(workerFile: string, data: GenerationData): Promise<void> {
    const worker = new Worker(workerFile, {
      workerData: data,
      env: renderWorkerEnvironment(),
      // Built JavaScript: without the server's TypeScript loader a new generation starts sooner.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    this.worker = worker;
    // A worker can throw anything; its pages are failed with an Error all the same.
    worker.on('error', (thrown) => this.end(thrown instanceof Error ? thrown : new Error(String(thrown))));
    worker.on('exit', () => {
      this.end(new Error('the render worker stopped'));
      this.markExited();
    });
    return new Promise((resolve, reject) => {
      worker.once('error', reject);
      worker.on('message', (message: FromWorker) => {
        if (message.kind === 'ready') resolve();
        else this.receive(message);
      });
    });
  }

  /** Whether its thread is running: started and not yet ended. */
  get running(): boolean {
    return this.worker !== undefined && !this.hasExited;
  }

  /** Ends the thread now, pages and all. */
  terminate(): Promise<void> {
    this.closed = true;
    this.retiring = true;
    if (this.worker) void this.worker.terminate();
    return this.exited;
  }

  get busy(): boolean {
    return this.pending.size > 0;
  }

  get isRetiring(): boolean {
    return this.retiring;
  }

  /** Its thread's heap, read from the thread as it is now. */
  async heap(): Promise<{ usedBytes: number; totalBytes: number }> {
    const statistics = await this.worker?.getHeapStatistics();
    return { usedBytes: statistics?.used_heap_size ?? 0, totalBytes: statistics?.total_heap_size ?? 0 };
  }

  render(request: Omit<RenderRequest, 'kind' | 'id'>, id: number): Promise<RenderedPage> {
    this.lastUsed = Date.now();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, startedAt: performance.now() });
      this.post({ kind: 'render', id, ...request });
    });
  }

  /** Ends the worker once its pages are sent; a page asked of it after this goes to a new generation. */
  retire(): void {
    this.retiring = true;
    if (!this.busy) void this.worker?.terminate();
  }

  private post(message: ToWorker): void {
    this.worker?.postMessage(message);
  }

  private receive(message: FromWorker): void {
    if (message.kind === 'log') {
      this.write(message);
      return;
    }
    if (message.kind === 'api') {
      this.api(message.method, message.url, message.data, message.requestId).then(
        ({ status, body }) => this.post({ kind: 'api-answer', callId: message.callId, status, body }),
        () => this.post({ kind: 'api-answer', callId: message.callId, status: 503, body: '' }),
      );
      return;
    }
    if (message.kind === 'ready') return;
    const page = this.pending.get(message.id);
    if (!page) return;
    switch (message.kind) {
      case 'page':
        page.resolve({
          status: message.status,
          html: Buffer.from(message.html.buffer, message.html.byteOffset, message.html.byteLength),
          scriptHashes: message.scriptHashes,
        });
        this.settle(message.id, message.outcome);
        break;
      case 'failed':
        page.reject(new Error(message.message));
        this.settle(message.id, 'failed');
        break;
    }
  }

  /** A worker's line in the server's log, as a line of the page request it was written for. */
  private write({ level, message, requestId, error }: WorkerLogLine): void {
    const log = requestId === undefined ? this.log : this.log.child({ reqId: requestId });
    // The log names an error by its constructor, which a worker's error lost on its way here; without
    // one, by the name it had.
    const err = error && Object.assign(Object.create(null) as object, error);
    log[level]({ source: 'render-worker', ...(err ? { err } : {}) }, message);
  }

  private settle(id: number, outcome: RenderReport['outcome']): void {
    this.report(id, outcome);
    this.pending.delete(id);
    if (this.retiring && !this.busy) void this.worker?.terminate();
  }

  private report(id: number, outcome: RenderReport['outcome']): void {
    const page = this.pending.get(id);
    if (page && this.onRendered)
      this.onRendered({
        generation: this.label,
        outcome,
        seconds: (performance.now() - page.startedAt) / 1000,
      });
  }

  private end(error: Error): void {
    for (const [id, page] of this.pending) {
      this.report(id, 'failed');
      page.reject(error);
      this.pending.delete(id);
    }
    this.onGone();
  }
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
  private readonly generations = new Map<string, Generation>();
  /** Retired generations whose threads are still finishing their pages: they count under the cap. */
  private readonly retiring = new Set<Generation>();
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
    return generation.render(request, this.nextId++);
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
  private generationFor(builds: GenerationBuild[], shell: GenerationData['shell']): Generation {
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
    const generation = new Generation(
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

  private retire(key: string, generation: Generation): void {
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
