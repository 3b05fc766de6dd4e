import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '../federation/remote-modules.ts';
import {
  isRemotesManifest,
  type RemoteChannels,
  type RemotesManifest,
} from '../federation/remotes-manifest.ts';
import {
  RolloutRefused,
  type RolloutAction,
  type RolloutActor,
  type RolloutHistoryEntry,
} from './rollout-plan.ts';

/** A lock older than this was left by a process that died while it held it. */
const STALE_LOCK_MS = 10_000;
const LOCK_WAIT_MS = 5_000;

export interface RolloutChange {
  remote: RemoteName;
  action: RolloutAction;
  by: RolloutActor;
  reason?: string;
  /** The remote's new channels from its current ones and the history so far. */
  apply: (channels: RemoteChannels, history: readonly RolloutHistoryEntry[]) => RemoteChannels;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * remotes.json on disk, changed only through here (docs/decisions/016) — by the rollout command and by
 * the rollout guard in the API. Node only. Every change is checked against the schema the server reads,
 * written whole to a temporary file that is then renamed over the old one (a reader sees the old file or
 * the new one, never half of one), and appended to a history file beside it. A lock file keeps two writers
 * from losing each other's change.
 */
export class RemotesConfigStore {
  readonly historyFile: string;
  readonly #lockFile: string;

  constructor(readonly file: string) {
    this.historyFile = path.join(path.dirname(file), `${path.basename(file, '.json')}.history.jsonl`);
    this.#lockFile = `${file}.lock`;
  }

  /** The file as it is now; a file that does not match the schema is an error that says so. */
  read(): RemotesManifest {
    let value: unknown;
    try {
      value = JSON.parse(fs.readFileSync(this.file, 'utf8'));
    } catch (error) {
      throw new RolloutRefused(`${this.file} cannot be read: ${(error as Error).message}`);
    }
    if (!isRemotesManifest(value)) throw new RolloutRefused(`${this.file} does not match its schema`);
    return value;
  }

  /** Every change recorded so far, oldest first; a line that does not parse is skipped. */
  history(): RolloutHistoryEntry[] {
    let text: string;
    try {
      text = fs.readFileSync(this.historyFile, 'utf8');
    } catch {
      return [];
    }
    return text
      .split('\n')
      .filter(Boolean)
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as RolloutHistoryEntry];
        } catch {
          return [];
        }
      });
  }

  /** Makes one change and records it; gives what was recorded. */
  async change(change: RolloutChange, now = new Date()): Promise<RolloutHistoryEntry> {
    await this.#lock();
    try {
      const manifest = this.read();
      const before = manifest[change.remote];
      const after = change.apply(before, this.history());
      const next = { ...manifest, [change.remote]: after };
      if (!isRemotesManifest(next))
        throw new RolloutRefused('the change would make remotes.json fail its schema; nothing was written');
      const temporary = `${this.file}.${process.pid}.${Date.now()}.tmp`;
      fs.writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`);
      fs.renameSync(temporary, this.file);
      const entry: RolloutHistoryEntry = {
        at: now.toISOString(),
        remote: change.remote,
        action: change.action,
        by: change.by,
        ...(change.reason ? { reason: change.reason } : {}),
        before,
        after,
      };
      fs.appendFileSync(this.historyFile, `${JSON.stringify(entry)}\n`);
      return entry;
    } finally {
      fs.rmSync(this.#lockFile, { force: true });
    }
  }

  async #lock(): Promise<void> {
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        fs.writeFileSync(this.#lockFile, String(process.pid), { flag: 'wx' });
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const age = Date.now() - (fs.statSync(this.#lockFile, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > STALE_LOCK_MS) fs.rmSync(this.#lockFile, { force: true });
      else if (Date.now() > deadline)
        throw new RolloutRefused(`${this.#lockFile} is held by another change; try again`);
      else await sleep(50);
    }
  }
}
