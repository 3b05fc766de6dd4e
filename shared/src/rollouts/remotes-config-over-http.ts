import type { RemotesManifest } from '../federation/remotes-manifest.ts';
import { CONDITIONAL_WRITE_ATTEMPTS, pauseAfterRefusal, waitFor } from './conflict-backoff.ts';
import { RolloutRefused, type RolloutHistoryEntry } from './rollout-plan.ts';
import {
  applyChange,
  historyBeside,
  parseHistory,
  parseRemotesConfig,
  type RemotesConfigStore,
  type RolloutChange,
} from './remotes-config-store.ts';

const REQUEST_TIMEOUT_MS = 10_000;

interface Fetched {
  text: string;
  etag: string | null;
}

/** How the store waits between attempts; tests give it a clock of their own. */
export interface ConditionalWritePacing {
  pause?: (ms: number) => Promise<void>;
  random?: () => number;
}

/** Why the last of the attempts was refused, for the operator who reads it. */
const refusedEveryTime = (attempts: number) =>
  `it answered 412 to each of ${attempts} attempts over several seconds: each time the copy read had ` +
  `changed before it was written, or the server gives weak ETags (W/"…"), which If-Match never matches`;

/**
 * remotes.json behind a URL, for a site whose instances read it from one place (docs/decisions/016): read
 * with GET, changed with a PUT of the whole document conditional on the ETag it was read with
 * (`If-Match`), so a change that met another writer's is made again on the newer document instead of
 * overwriting it, after a growing pause (conflict-backoff.ts). The history beside it
 * (`remotes.history.jsonl`) is appended the same way. With a token (REMOTES_CONFIG_TOKEN) every request
 * carries `Authorization: Bearer <token>`.
 */
export class RemotesConfigOverHttp implements RemotesConfigStore {
  readonly historyLocation: string;
  readonly #headers: Record<string, string>;
  readonly #pacing: Required<ConditionalWritePacing>;

  constructor(
    readonly location: string,
    token?: string,
    pacing: ConditionalWritePacing = {},
  ) {
    this.historyLocation = historyBeside(location);
    this.#headers = token ? { authorization: `Bearer ${token}` } : {};
    this.#pacing = { pause: pacing.pause ?? waitFor, random: pacing.random ?? Math.random };
  }

  async read(): Promise<RemotesManifest> {
    const fetched = await this.#get(this.location);
    if (!fetched) throw new RolloutRefused(`${this.location} cannot be read: it answered 404`);
    return parseRemotesConfig(fetched.text, this.location);
  }

  async history(): Promise<RolloutHistoryEntry[]> {
    return parseHistory((await this.#get(this.historyLocation))?.text ?? '');
  }

  async change(change: RolloutChange, now = new Date()): Promise<RolloutHistoryEntry> {
    for (let attempt = 1; ; attempt++) {
      const current = await this.#get(this.location);
      if (!current) throw new RolloutRefused(`${this.location} cannot be read: it answered 404`);
      if (!current.etag)
        throw new RolloutRefused(
          `${this.location} gives no ETag, so a change could overwrite another one unseen; nothing was written`,
        );
      const { text, entry } = applyChange(
        parseRemotesConfig(current.text, this.location),
        await this.history(),
        change,
        now,
      );
      const status = await this.#put(this.location, text, { 'if-match': current.etag });
      if (status === 412 && attempt < CONDITIONAL_WRITE_ATTEMPTS) {
        await this.#pauseAfter(attempt);
        continue;
      }
      if (status === 412)
        throw new RolloutRefused(
          `${this.location} refused the change: ${refusedEveryTime(attempt)}; nothing was written`,
        );
      if (status < 200 || status > 299)
        throw new RolloutRefused(`${this.location} refused the change: it answered ${status}`);
      await this.#appendHistory(entry);
      return entry;
    }
  }

  async #appendHistory(entry: RolloutHistoryEntry): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const current = await this.#get(this.historyLocation);
      const text = `${current?.text ?? ''}${JSON.stringify(entry)}\n`;
      const condition: Record<string, string> = current
        ? current.etag
          ? { 'if-match': current.etag }
          : {}
        : { 'if-none-match': '*' };
      const status = await this.#put(this.historyLocation, text, condition);
      if (status === 412 && attempt < CONDITIONAL_WRITE_ATTEMPTS) {
        await this.#pauseAfter(attempt);
        continue;
      }
      if (status < 200 || status > 299)
        throw new RolloutRefused(
          `${this.location} was changed, but its history ${this.historyLocation} refused the entry: ${
            status === 412 ? refusedEveryTime(attempt) : `it answered ${status}`
          }`,
        );
      return;
    }
  }

  #pauseAfter(refusals: number): Promise<void> {
    return this.#pacing.pause(pauseAfterRefusal(refusals, this.#pacing.random));
  }

  async #get(url: string): Promise<Fetched | undefined> {
    const response = await this.#request(url, { method: 'GET', headers: this.#headers });
    if (response.status === 404) return undefined;
    if (!response.ok) throw new RolloutRefused(`${url} cannot be read: it answered ${response.status}`);
    return { text: await response.text(), etag: response.headers.get('etag') };
  }

  async #put(url: string, body: string, condition: Record<string, string>): Promise<number> {
    const contentType = url.endsWith('.jsonl') ? 'application/jsonl' : 'application/json';
    const response = await this.#request(url, {
      method: 'PUT',
      headers: { ...this.#headers, ...condition, 'content-type': contentType },
      body,
    });
    await response.body?.cancel();
    return response.status;
  }

  async #request(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      throw new RolloutRefused(`${url} cannot be reached: ${(error as Error).message}`);
    }
  }
}
