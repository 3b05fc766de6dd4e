import fs from 'node:fs';
import type { RemoteName } from '../federation/remote-modules.ts';
import { readRemoteEntry } from '../federation/remote-entry.ts';
import {
  isRemotesManifest,
  type RemoteBuild,
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
  /** The operator's name, when the change comes from the operators' console. */
  operator?: string;
  reason?: string;
  /** The remote's new channels from its current ones and the history so far. */
  apply: (channels: RemoteChannels, history: readonly RolloutHistoryEntry[]) => RemoteChannels;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** remotes.json where the site reads it, changed only through here (docs/decisions/016). */
export interface RemotesConfigStore {
  /** The file or URL of remotes.json. */
  readonly location: string;
  /** The file or URL of its history, beside it. */
  readonly historyLocation: string;
  /** remotes.json as it is now; one that does not match the schema is an error that says so. */
  read(): Promise<RemotesManifest>;
  /** Every change recorded so far, oldest first; a line that does not parse is skipped. */
  history(): Promise<RolloutHistoryEntry[]>;
  /** Makes one change and records it; gives what was recorded. */
  change(change: RolloutChange, now?: Date): Promise<RolloutHistoryEntry>;
}

/** remotes.json parsed and checked against the schema the server reads. */
export function parseRemotesConfig(text: string, location: string): RemotesManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new RolloutRefused(`${location} cannot be read: ${(error as Error).message}`);
  }
  if (!isRemotesManifest(value)) throw new RolloutRefused(`${location} does not match its schema`);
  return value;
}

export const parseHistory = (text: string): RolloutHistoryEntry[] =>
  text
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as RolloutHistoryEntry];
      } catch {
        return [];
      }
    });

/** What one change makes of remotes.json, and its history line; refused when the result breaks the schema. */
export function applyChange(
  manifest: RemotesManifest,
  history: readonly RolloutHistoryEntry[],
  change: RolloutChange,
  now: Date,
): { text: string; entry: RolloutHistoryEntry } {
  const before = manifest[change.remote];
  const after = change.apply(before, history);
  const next = { ...manifest, [change.remote]: after };
  if (!isRemotesManifest(next))
    throw new RolloutRefused('the change would make remotes.json fail its schema; nothing was written');
  for (const build of [after.stable, after.canary])
    if (build && !sameBuild(build, before.stable) && !sameBuild(build, before.canary)) {
      const reading = readRemoteEntry(change.remote, build);
      if (reading.kind === 'refused')
        throw new RolloutRefused(
          `${build.version} cannot be written: ${reading.reason}; nothing was written`,
        );
    }
  return {
    text: `${JSON.stringify(next, null, 2)}\n`,
    entry: {
      at: now.toISOString(),
      remote: change.remote,
      action: change.action,
      by: change.by,
      ...(change.operator ? { operator: change.operator } : {}),
      ...(change.reason ? { reason: change.reason } : {}),
      before,
      after,
    },
  };
}

/** Whether two entries name the same build: a change that only moves its percent writes no new build. */
const sameBuild = (build: RemoteBuild, other: RemoteBuild | undefined) =>
  other !== undefined &&
  build.version === other.version &&
  build.entry === other.entry &&
  build.release?.store === other.release?.store &&
  build.release?.digest === other.release?.digest;

/** The history's name beside remotes.json: `remotes.json` → `remotes.history.jsonl`. */
export const historyBeside = (location: string) => location.replace(/(\.json)?$/, '.history.jsonl');

/**
 * remotes.json on disk — changed by the rollout command and by the rollout guard in the API. Node only.
 * Every change is written whole to a temporary file that is then renamed over the old one (a reader sees
 * the old file or the new one, never half of one), and appended to the history beside it. A lock file
 * keeps two writers from losing each other's change.
 */
export class RemotesConfigFile implements RemotesConfigStore {
  readonly historyLocation: string;
  readonly #lockFile: string;

  constructor(readonly location: string) {
    this.historyLocation = historyBeside(location);
    this.#lockFile = `${location}.lock`;
  }

  async read(): Promise<RemotesManifest> {
    let text: string;
    try {
      text = fs.readFileSync(this.location, 'utf8');
    } catch (error) {
      throw new RolloutRefused(`${this.location} cannot be read: ${(error as Error).message}`);
    }
    return parseRemotesConfig(text, this.location);
  }

  async history(): Promise<RolloutHistoryEntry[]> {
    try {
      return parseHistory(fs.readFileSync(this.historyLocation, 'utf8'));
    } catch {
      return [];
    }
  }

  async change(change: RolloutChange, now = new Date()): Promise<RolloutHistoryEntry> {
    await this.#lock();
    try {
      const { text, entry } = applyChange(await this.read(), await this.history(), change, now);
      const temporary = `${this.location}.${process.pid}.${Date.now()}.tmp`;
      fs.writeFileSync(temporary, text);
      fs.renameSync(temporary, this.location);
      fs.appendFileSync(this.historyLocation, `${JSON.stringify(entry)}\n`);
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
