import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type { RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';
import { assignChannel, parseOverrides, type Channel } from './channel-assignment.ts';
import {
  readFailedRollout,
  readOverride,
  readSticky,
  rememberFailedRollout,
  rememberOverrides,
  visitorId,
  writeSticky,
} from './channel-storage.ts';

export interface RemoteAssignment {
  remote: RemoteName;
  channel: Channel;
  version: string;
  entry: string;
  rolloutId?: string;
  stable: { version: string; entry: string };
}

const assignments = new Map<RemoteName, RemoteAssignment>();

const absolute = (entry: string) => new URL(entry, window.location.href).href;

/**
 * Chooses each remote's channel for this page load (before anything is registered: two builds of one
 * container cannot both be live) and registers the chosen entries. No remote URL is compiled into the shell.
 */
export function registerAllRemotes(manifest: RemotesManifest, search = window.location.search): void {
  const overrides = parseOverrides(search);
  rememberOverrides(overrides);
  const id = visitorId();
  assignments.clear();
  for (const [remote, channels] of Object.entries(manifest) as [RemoteName, RemotesManifest[RemoteName]][]) {
    const { canary } = channels;
    const { channel, reason } = assignChannel({
      channels,
      override: overrides[remote] ?? readOverride(remote),
      sticky: readSticky(remote),
      failedRolloutId: readFailedRollout(remote),
      visitorId: id,
    });
    if (canary && (reason === 'bucket' || reason === 'sticky'))
      writeSticky(remote, canary.rolloutId, channel);
    const build = channel === 'canary' && canary ? canary : channels.stable;
    assignments.set(remote, {
      remote,
      channel,
      version: build.version,
      entry: absolute(build.entry),
      rolloutId: canary?.rolloutId,
      stable: { version: channels.stable.version, entry: absolute(channels.stable.entry) },
    });
  }
  registerRemotes([...assignments.values()].map(({ remote, entry }) => ({ name: remote, entry })));
}

export const assignmentOf = (remote: RemoteName): RemoteAssignment | undefined => assignments.get(remote);

/** Forgets what the runtime cached for a remote (failed manifest, entry, module), so the next load starts afresh. */
export function resetRemote(remote: RemoteName): void {
  const assignment = assignments.get(remote);
  if (assignment) registerRemotes([{ name: remote, entry: assignment.entry }], { force: true });
}

/**
 * The canary failed: stable for the rest of the session. Returns false when there is nothing to fall back
 * to (the remote was already on stable).
 */
export function fallBackToStable(remote: RemoteName): boolean {
  const assignment = assignments.get(remote);
  if (!assignment || assignment.channel !== 'canary') return false;
  if (assignment.rolloutId) rememberFailedRollout(remote, assignment.rolloutId);
  assignments.set(remote, { ...assignment, channel: 'stable', ...assignment.stable });
  resetRemote(remote);
  return true;
}
