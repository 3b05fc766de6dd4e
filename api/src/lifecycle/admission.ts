import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { API_PREFIX } from '../http/api-prefix.ts';
import type { RefusalReason } from '../metrics/refusal-metrics.ts';
import type { InstanceLifecycle } from './instance-lifecycle.ts';
import type { RenderLoad } from './render-load.ts';

/** Asked whatever the phase or load: the load balancers must hear why an instance refuses. */
const PROBES = new Set(['/livez', '/readyz']);
/** How often a stretch of refusals is summed up in the log, instead of a line for each. */
const REFUSALS_LOG_PERIOD_MS = 10_000;
/** The first samples after start-up measure the start-up's own work, not the load. */
const PRESSURE_GRACE_MS = 1000;

interface AdmissionOptions {
  lifecycle: InstanceLifecycle;
  renders: RenderLoad;
  /** Whether an address is a page the render workers render (not a file, the API or the console). */
  isPage: (method: string, path: string) => boolean;
  /** Writes the 503 (http/busy-answer.ts). */
  busy: RequestListener;
  counted: (reason: RefusalReason) => void;
  /** Whether event-loop delay or memory is over its bound (@fastify/under-pressure's latest samples). */
  underPressure: () => boolean;
  warn: (fields: object, message: string) => void;
}

/**
 * Which requests the public listener takes (docs/operations.md#back-pressure), decided from the method and
 * the address alone, before Fastify parses anything or logs a line: while starting, only the probes; past
 * the bound of pages rendering, no new page; over a bound of event-loop delay or memory, no new page and no
 * call of the public API. A page's own files, the probes and the operators' calls are always taken: a page
 * admitted must not arrive without its styles, and operators need the console most when the site is busy.
 * The pages' in-process data calls never pass here, so a page admitted is never starved of its data.
 */
export class Admission {
  private tally = new Map<RefusalReason, number>();
  private summary: NodeJS.Timeout | undefined;

  constructor(private readonly options: AdmissionOptions) {}

  /**
   * Takes the request or says why not. A page taken is counted among the renders from here until its
   * last byte is sent or its visitor leaves, so that the next request is judged against it at once.
   */
  admit(request: IncomingMessage, response: ServerResponse): RefusalReason | undefined {
    const { lifecycle, renders, isPage, underPressure } = this.options;
    const method = request.method ?? 'GET';
    const path = (request.url ?? '/').split('?', 1)[0]!;
    if (PROBES.has(path)) return undefined;
    if (!lifecycle.accepting) return 'starting';
    const page = isPage(method, path);
    const publicApi = path.startsWith(`${API_PREFIX}/`) && !path.startsWith(`${API_PREFIX}/ops/`);
    if ((page || publicApi) && lifecycle.acceptingForMs >= PRESSURE_GRACE_MS && underPressure())
      return 'pressure';
    if (!page) return undefined;
    const rendered = renders.admit();
    if (!rendered) return 'renders';
    // A connection already gone emits no more events: its page has nothing to wait for.
    if (request.socket.destroyed) rendered();
    else response.once('close', rendered);
    return undefined;
  }

  /**
   * The public listener, as Fastify's `serverFactory`: refused requests are answered here, the rest go to
   * the app. It keeps the timeouts Fastify sets on a server of its own.
   */
  readonly createServer = (app: RequestListener, settings: FastifyServerOptions): http.Server => {
    const server = http.createServer((request: IncomingMessage, response: ServerResponse) => {
      const reason = this.admit(request, response);
      if (reason === undefined) return app(request, response);
      this.options.busy(request, response);
      this.refused(reason);
    });
    if (settings.keepAliveTimeout !== undefined) server.keepAliveTimeout = settings.keepAliveTimeout;
    if (settings.requestTimeout !== undefined) server.requestTimeout = settings.requestTimeout;
    if (settings.connectionTimeout !== undefined) server.setTimeout(settings.connectionTimeout);
    return server;
  };

  /** Stops the summaries' timer; a stretch of refusals still open is summed up now. */
  close(): void {
    if (this.summary) clearTimeout(this.summary);
    this.logSummary();
  }

  private refused(reason: RefusalReason) {
    this.options.counted(reason);
    this.tally.set(reason, (this.tally.get(reason) ?? 0) + 1);
    if (this.summary) return;
    this.options.warn({ reason }, 'Refusing requests: the instance is busy or starting');
    this.summary = setTimeout(() => {
      this.summary = undefined;
      this.logSummary();
    }, REFUSALS_LOG_PERIOD_MS);
    this.summary.unref();
  }

  private logSummary() {
    if (this.tally.size === 0) return;
    const refused = Object.fromEntries(this.tally);
    this.tally = new Map();
    this.options.warn(
      { refused },
      `Requests refused in the ${REFUSALS_LOG_PERIOD_MS / 1000} s since refusals began`,
    );
  }
}
