import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import {
  handleByKind,
  type ApiCall,
  type FromWorker,
  type GenerationData,
  type PageRendered,
  type RenderRequest,
  type ToWorker,
} from '@rental/shared/seams/render-protocol.ts';
import { renderWorkerEnvironment } from '../config.ts';
import type { RenderReport } from '../metrics/render-metrics.ts';
import type { WorkerApi } from './worker-api-calls.ts';
import { writeWorkerLine } from './worker-log.ts';

export interface RenderedPage {
  status: number;
  html: Buffer;
  /** The Content-Security-Policy sources (`'sha256-…'`) of the page's inline scripts. */
  scriptHashes: string[];
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

/**
 * One generation of builds in one worker thread (docs/decisions/015): loaded once, ended as a whole,
 * which frees all of its code. It speaks the render protocol with the thread: pages go out, and their
 * HTML, their data calls and their log lines come back.
 */
export class RenderWorkerThread {
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
    /** The built render worker (`renderWorkerFile`), whose source is `shell/src/server-entry.ts`. */
    workerFile: string,
    data: GenerationData,
    private readonly api: WorkerApi,
    private readonly log: FastifyBaseLogger,
    private readonly onGone: () => void,
    /** Settles when there is room for one more live worker under the cap. */
    room: Promise<void>,
    readonly label: string,
    private readonly onRendered: ((report: RenderReport) => void) | undefined,
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

  /**
   * Where "go to definition" stops on a page's way (docs/architecture.md#follow-a-page): the thread runs
   * the built render worker, and what it is sent is handled in `shell/src/server-entry.ts`.
   */
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
      worker.on(
        'message',
        handleByKind<FromWorker>({
          ready: () => resolve(),
          page: (page) => this.pageRendered(page),
          failed: ({ id, message }) => this.pageFailed(id, message),
          api: (call) => this.answerApiCall(call),
          log: (line) => writeWorkerLine(this.log, line),
        }),
      );
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

  renderPage(request: Omit<RenderRequest, 'kind' | 'id'>, id: number): Promise<RenderedPage> {
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

  private answerApiCall({ callId, method, url, data, requestId }: ApiCall): void {
    this.api(method, url, data, requestId).then(
      ({ status, body }) => this.post({ kind: 'api-answer', callId, status, body }),
      () => this.post({ kind: 'api-answer', callId, status: 503, body: '' }),
    );
  }

  private pageRendered({ id, status, html, scriptHashes, outcome }: PageRendered): void {
    const page = this.pending.get(id);
    if (!page) return;
    page.resolve({
      status,
      html: Buffer.from(html.buffer, html.byteOffset, html.byteLength),
      scriptHashes,
    });
    this.settle(id, outcome);
  }

  private pageFailed(id: number, message: string): void {
    const page = this.pending.get(id);
    if (!page) return;
    page.reject(new Error(message));
    this.settle(id, 'failed');
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
