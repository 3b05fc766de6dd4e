import type { RemoteName } from '../federation/remote-modules.ts';
import type { RemoteChannels, RemotesManifest } from '../federation/remotes-manifest.ts';
import { applyChange, parseHistory, parseRemotesConfig } from '../rollouts/remotes-config-store.ts';
import type { RolloutAction, RolloutHistoryEntry } from '../rollouts/rollout-plan.ts';
import { allStableRemotes } from './stable-remotes.ts';

/**
 * remotes.json and its history kept in memory, changed as every store changes them (`applyChange`) and
 * read back as every store reads them: from the text written, parsed again, so what a change writes is
 * exactly what the next change and a rollback see (docs/decisions/016).
 */
export class RolloutsInMemory {
  manifest: RemotesManifest;
  readonly history: RolloutHistoryEntry[] = [];

  constructor(manifest: RemotesManifest = allStableRemotes()) {
    this.manifest = manifest;
  }

  /** Makes one change as an operator; a refused one throws and writes nothing. Gives the remote's channels. */
  change(
    remote: RemoteName,
    action: RolloutAction,
    apply: (channels: RemoteChannels, history: readonly RolloutHistoryEntry[]) => RemoteChannels,
    now: Date,
  ): RemoteChannels {
    const { text, entry } = applyChange(
      this.manifest,
      this.history,
      { remote, action, by: 'operator', apply },
      now,
    );
    this.manifest = parseRemotesConfig(text, 'remotes.json');
    this.history.push(...parseHistory(`${JSON.stringify(entry)}\n`));
    return this.manifest[remote];
  }
}
