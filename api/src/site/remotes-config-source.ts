import { isRemotesManifest, type RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';
import { isRemotesConfigUrl } from '@rental/shared/rollouts/open-remotes-config-store.ts';
import { changedFileReader } from '../http/changed-file-reader.ts';

/** How often remotes.json behind a URL is asked whether it changed (a conditional GET). */
const REMOTES_CONFIG_POLL_MS = 2_000;
const REQUEST_TIMEOUT_MS = 10_000;

/** remotes.json as the server follows it while it runs. */
export interface RemotesConfigSource {
  /** The last good remotes.json; undefined until a good one has been read. */
  current(): RemotesManifest | undefined;
  /** Settles once the first read has been tried. */
  ready: Promise<void>;
  close(): void;
}

interface RemotesConfigSourceOptions {
  /** Sent as `Authorization: Bearer <token>` to a URL (REMOTES_CONFIG_TOKEN). */
  token?: string;
  warn: (message: string) => void;
  pollMs?: number;
}

/** Each problem is told once, until remotes.json reads well again. */
function problemReporter(warn: (message: string) => void) {
  let reported: string | undefined;
  return {
    report(problem: string) {
      if (problem !== reported) warn(`${problem}; the last good remotes.json stays in force`);
      reported = problem;
    },
    clear() {
      reported = undefined;
    },
  };
}

/**
 * A file, read again whenever it changes: the shell's build ships it, and the rollout command changes it.
 */
function fileSource(file: string, warn: (message: string) => void): RemotesConfigSource {
  const read = changedFileReader((text): unknown => JSON.parse(text));
  const problems = problemReporter(warn);
  let lastGood: RemotesManifest | undefined;
  let lastRead: unknown;
  return {
    current() {
      const value = read(file);
      if (value === lastRead && lastGood) return lastGood;
      lastRead = value;
      if (isRemotesManifest(value)) {
        lastGood = value;
        problems.clear();
      } else
        problems.report(
          value === undefined ? `${file} is missing or is not JSON` : `${file} does not match its schema`,
        );
      return lastGood;
    },
    ready: Promise.resolve(),
    close: () => undefined,
  };
}

/**
 * A URL that several instances read (docs/decisions/016), asked every `pollMs` with the ETag of what was
 * last read, so an unchanged file costs a 304; a change is in force within that time.
 */
function urlSource(url: string, options: RemotesConfigSourceOptions): RemotesConfigSource {
  const problems = problemReporter(options.warn);
  // Closing also ends a request in flight: a follower that was closed has nothing more to say.
  const closing = new AbortController();
  const report = (problem: string) => {
    if (!closing.signal.aborted) problems.report(problem);
  };
  const authorization: Record<string, string> = options.token
    ? { authorization: `Bearer ${options.token}` }
    : {};
  let lastGood: RemotesManifest | undefined;
  let etag: string | null = null;
  const poll = async () => {
    try {
      const response = await fetch(url, {
        headers: { ...authorization, ...(etag && lastGood ? { 'if-none-match': etag } : {}) },
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
      if (response.status === 304) return;
      if (!response.ok) {
        await response.body?.cancel();
        report(`${url} answered ${response.status}`);
        return;
      }
      const text = await response.text();
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = undefined;
      }
      if (!isRemotesManifest(value)) {
        report(`${url} does not match its schema`);
        return;
      }
      lastGood = value;
      etag = response.headers.get('etag');
      problems.clear();
    } catch (error) {
      report(`${url} cannot be reached (${(error as Error).message})`);
    }
  };
  let running: Promise<void> | undefined;
  const ready = poll();
  const timer = setInterval(() => {
    running ??= poll().finally(() => {
      running = undefined;
    });
  }, options.pollMs ?? REMOTES_CONFIG_POLL_MS);
  timer.unref();
  const close = () => {
    clearInterval(timer);
    closing.abort();
  };
  return { current: () => lastGood, ready, close };
}

/** remotes.json at `location`, a file or a URL; a broken one never takes the site down. */
export const remotesConfigSource = (
  location: string,
  options: RemotesConfigSourceOptions,
): RemotesConfigSource =>
  isRemotesConfigUrl(location) ? urlSource(location, options) : fileSource(location, options.warn);
