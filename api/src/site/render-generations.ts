import fs from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type {
  FromWorker,
  GenerationBuild,
  GenerationData,
  RenderRequest,
  ToWorker,
} from '@rental/shared/seams/render-protocol.ts';
import { renderWorkerEnvironment } from '../config.ts';

interface RenderedPage {
  status: number;
  html: Readable;
}

/** Answers the API calls a worker makes while it renders (the page's data), in this process. */
type WorkerApi = (method: string, url: string, data: unknown) => Promise<{ status: number; body: string }>;

interface GenerationsOptions {
  /** The shell's render worker, `shell/dist/server/render-worker.cjs`. */
  workerFile: string;
  api: WorkerApi;
  /** Live generations at most; the least recently used goes first. */
  maxGenerations?: number;
  /** A generation no page has used for this long is ended. */
  idleMs?: number;
  renderBudgetMs?: number;
}

interface Pending {
  resolve(page: RenderedPage): void;
  reject(error: Error): void;
  html?: PassThrough;
}

/** One set of builds in one worker thread: loaded once, ended as a whole, which frees all of its code. */
class Generation {
  readonly worker: Worker;
  readonly ready: Promise<void>;
  private readonly pending = new Map<number, Pending>();
  private retiring = false;
  lastUsed = Date.now();

  constructor(
    workerFile: string,
    data: GenerationData,
    private readonly api: WorkerApi,
    private readonly onGone: () => void,
  ) {
    this.worker = new Worker(workerFile, {
      workerData: data,
      env: renderWorkerEnvironment(),
      // Built JavaScript: without the server's TypeScript loader a new generation starts sooner.
      execArgv: [],
    });
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('error', reject);
      this.worker.on('message', (message: FromWorker) => {
        if (message.kind === 'ready') resolve();
        else this.receive(message);
      });
    });
    this.worker.on('error', (error) => this.end(error));
    this.worker.on('exit', () => this.end(new Error('the render worker stopped')));
  }

  get busy(): boolean {
    return this.pending.size > 0;
  }

  render(request: Omit<RenderRequest, 'kind' | 'id'>, id: number): Promise<RenderedPage> {
    this.lastUsed = Date.now();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.post({ kind: 'render', id, ...request });
    });
  }

  /** Ends the worker once its pages are sent; a page asked of it after this goes to a new generation. */
  retire(): void {
    this.retiring = true;
    if (!this.busy) void this.worker.terminate();
  }

  private post(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  private receive(message: FromWorker): void {
    if (message.kind === 'api') {
      this.api(message.method, message.url, message.data).then(
        ({ status, body }) => this.post({ kind: 'api-answer', callId: message.callId, status, body }),
        () => this.post({ kind: 'api-answer', callId: message.callId, status: 503, body: '' }),
      );
      return;
    }
    if (message.kind === 'ready') return;
    const page = this.pending.get(message.id);
    if (!page) return;
    switch (message.kind) {
      case 'head':
        page.html = new PassThrough();
        page.resolve({ status: message.status, html: page.html });
        page.html.write(Buffer.from(message.html.buffer, message.html.byteOffset, message.html.byteLength));
        break;
      case 'chunk':
        page.html?.write(Buffer.from(message.html.buffer, message.html.byteOffset, message.html.byteLength));
        break;
      case 'end':
        page.html?.end();
        this.settle(message.id);
        break;
      case 'failed':
        page.reject(new Error(message.message));
        page.html?.destroy(new Error(message.message));
        this.settle(message.id);
        break;
    }
  }

  private settle(id: number): void {
    this.pending.delete(id);
    if (this.retiring && !this.busy) void this.worker.terminate();
  }

  private end(error: Error): void {
    for (const [id, page] of this.pending) {
      page.reject(error);
      page.html?.destroy(error);
      this.pending.delete(id);
    }
    this.onGone();
  }
}

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

  /** How many generations are alive, for tests and benchmarks. */
  get size(): number {
    return this.generations.size;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all([...this.generations.values()].map((generation) => generation.worker.terminate()));
    this.generations.clear();
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
    const generation = new Generation(
      this.options.workerFile,
      { builds, shell, renderBudgetMs: this.options.renderBudgetMs ?? 1000 },
      this.options.api,
      () => {
        if (this.generations.get(key) === generation) this.generations.delete(key);
      },
    );
    this.generations.set(key, generation);
    this.retireBeyondLimit();
    return generation;
  }

  private retireBeyondLimit(): void {
    const limit = this.options.maxGenerations ?? 4;
    const byAge = [...this.generations.entries()].sort(([, a], [, b]) => a.lastUsed - b.lastUsed);
    while (byAge.length > limit) {
      const [key, oldest] = byAge.shift()!;
      this.generations.delete(key);
      oldest.retire();
    }
  }

  private retireIdle(): void {
    const now = Date.now();
    for (const [key, generation] of this.generations) {
      if (!generation.busy && now - generation.lastUsed > this.idleMs) {
        this.generations.delete(key);
        generation.retire();
      }
    }
  }
}
