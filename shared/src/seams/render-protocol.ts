import type { RemoteName } from '../federation/remote-modules.ts';
import type { Language } from '../i18n/languages.ts';
import type { RemoteAssignment } from '../federation/remote-assignment.ts';
import type { PageRollout } from '../federation/visitor-channels.ts';
import type { PageAssets, PageHealth } from '../server-rendering/page-bootstrap.ts';

/**
 * The messages between the site server and a render worker (docs/decisions/015). React-free: the API's
 * side of them imports nothing of the front end.
 */

/** A remote's browser build: the files a page names, and the SHA-384 the browser checks them by. */
export interface BrowserBuild {
  remote: RemoteName;
  version: string;
  /** Scripts and stylesheets of each exposed module in its browser build, by expose (`./home`), absolute paths. */
  exposes: Record<string, { scripts: string[]; styles: string[] }>;
  /** The browser build's entry script. */
  remoteEntry: string;
  /**
   * The SHA-384 of the files the browser's federation runtime fetches or adds itself, by address: the
   * manifest, the entry script and each exposed module's scripts and stylesheets (the entry script checks
   * the rest). For a published release, from its verified `release.json`; for a build deployed with the
   * site, hashed from its files on this disk (docs/decisions/024).
   */
  integrity: Record<string, string>;
}

/** A remote's build as one worker generation runs it. */
export interface GenerationBuild extends BrowserBuild {
  /** Its server build's entry on this disk; null leaves its regions to the browser. */
  serverEntry: string | null;
}

/** What a worker is started with: the builds it renders with, for as long as it lives. */
export interface GenerationData {
  builds: GenerationBuild[];
  /** The shell's own scripts and stylesheets. */
  shell: PageAssets;
  /** How long a page may take before what is ready is sent and the rest is left to the browser. */
  renderBudgetMs: number;
}

export interface RenderRequest {
  kind: 'render';
  id: number;
  /**
   * The page request's id: the page's data calls are answered under it, and what the worker logs while it
   * renders the page carries it, so the page's log lines tie together (docs/operations.md#logs).
   */
  requestId: string;
  /** The page's address as the visitor reached it, absolute. */
  url: string;
  language: Language;
  remotes: RemoteAssignment[];
  /** Every canary of the manifest the page was assigned from, for the browser to place itself. */
  rollouts: PageRollout[];
  /**
   * The stable build each canary of the page falls back to if it fails to load in the browser: its browser
   * files alone (no worker loads its server code for the page), which the page pins as it pins the
   * canary's. A stable the server cannot vouch for is left out, and the browser then refuses to fall back
   * to it (docs/decisions/024).
   */
  fallbacks: BrowserBuild[];
  /** What the page's health reports need, when reporting is on (docs/decisions/029). */
  health?: PageHealth;
}

export interface ApiAnswer {
  kind: 'api-answer';
  callId: number;
  status: number;
  /** The answer's JSON text: a string crosses to the worker far cheaper than the object it parses to. */
  body: string;
}

export type ToWorker = RenderRequest | ApiAnswer;

/**
 * How a page that was sent came out: whole, with a region left to the browser (its remote failed or
 * gave no data in time), or cut at the render budget with what was ready.
 */
export type RenderOutcome = 'rendered' | 'fell_back' | 'timed_out';

/** The levels of the server's log a worker writes at: its `console.debug`, `log`/`info`, `warn` and `error`. */
export type WorkerLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** A line the worker writes (its console's), for the server's log. */
export interface WorkerLogLine {
  kind: 'log';
  level: WorkerLogLevel;
  message: string;
  /** The page request being rendered when it was written; none outside a render. */
  requestId?: string;
  /** The error the line was written of, as plain data: an error itself may not cross to the server. */
  error?: { name: string; message: string; stack?: string };
}

/**
 * The page whole, with the status and the Content-Security-Policy sources (`'sha256-…'`) of its inline
 * scripts: a page's headers name exactly the scripts its body holds.
 */
export interface PageRendered {
  kind: 'page';
  id: number;
  status: number;
  html: Uint8Array;
  scriptHashes: string[];
  outcome: RenderOutcome;
}

/** Instead of its page: nothing could be rendered. */
export interface PageFailed {
  kind: 'failed';
  id: number;
  message: string;
}

/** A data call; `requestId` is the page request's it is made for, none outside a render. */
export interface ApiCall {
  kind: 'api';
  callId: number;
  method: string;
  url: string;
  data?: unknown;
  requestId?: string;
}

export type FromWorker = { kind: 'ready' } | PageRendered | PageFailed | ApiCall | WorkerLogLine;

/**
 * One handler for each kind of message a side receives: a kind added to `ToWorker` or `FromWorker` is a
 * type error on the side that does not handle it yet, so "go to definition" on a message's kind leads to
 * its type here, and "find references" from there to the one handler of it.
 */
export type MessageHandlers<M extends { kind: string }> = {
  [K in M['kind']]: (message: Extract<M, { kind: K }>) => void;
};

/**
 * Hands each message to the handler of its kind. Under `node --watch` (`npm run dev`) Node posts its own
 * messages on a worker's channel (the modules the worker loaded, for the watcher): they have no kind of
 * ours and are left to Node.
 */
export const handleByKind =
  <M extends { kind: string }>(handlers: MessageHandlers<M>) =>
  (message: M): void => {
    const kind = (message as { kind?: unknown } | null)?.kind;
    if (typeof kind === 'string' && Object.hasOwn(handlers, kind))
      (handlers[kind as M['kind']] as (message: M) => void)(message);
  };
