import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import { isRemoteFailure, REMOTE_FAILURE, RemoteUnavailableError } from './remote-failure.ts';
import { assignmentOf, fallBackToStable, resetRemote } from './register-remotes.ts';
import { reportLoadFailure } from './report-load-failure.ts';

const loading = new Map<string, Promise<unknown>>();

async function attempt<T>(id: string): Promise<T> {
  const loaded = await loadRemote<T>(id);
  if (isRemoteFailure(loaded)) throw new RemoteUnavailableError(id, loaded[REMOTE_FAILURE].reason);
  if (loaded == null) throw new RemoteUnavailableError(id, 'the remote returned no module');
  return loaded;
}

const remoteOf = (id: string) => id.split('/')[0] as RemoteName;

/** A failed load is reported; a failed canary gets one retry on stable, which it keeps for the session. */
async function attemptWithFallback<T>(id: string): Promise<T> {
  try {
    return await attempt<T>(id);
  } catch (error) {
    const remote = remoteOf(id);
    const assignment = assignmentOf(remote);
    if (assignment) reportLoadFailure({ remote, version: assignment.version, channel: assignment.channel });
    if (!fallBackToStable(remote)) throw error;
    console.warn(`The canary of ${remote} failed to load; using stable for this session.`);
    for (const cached of loading.keys())
      if (cached !== id && remoteOf(cached) === remote) loading.delete(cached);
    return attempt<T>(id);
  }
}

/**
 * The one way the shell loads remote code (DESIGN §3). The promise is kept per module so that React can
 * suspend on it. A failed one is kept too: React renders again after an error before it shows the error
 * boundary, and a fresh load on each render would never end. Only `retryRemote` forgets it.
 */
export function loadRemoteModule<T>(id: string): Promise<T> {
  let promise = loading.get(id) as Promise<T> | undefined;
  if (!promise) {
    promise = attemptWithFallback<T>(id);
    loading.set(id, promise);
  }
  return promise;
}

/** Clears a failed remote so that the next render tries it again from the network. */
export function retryRemote(remote: RemoteName): void {
  for (const id of loading.keys()) if (id.startsWith(`${remote}/`)) loading.delete(id);
  resetRemote(remote);
}
