import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';

/** Where remote modules come from: the federation runtime in the browser, the remotes' server builds on the server. */
export interface RemoteModuleSource {
  load(id: string): Promise<unknown>;
  /** Forgets what failed for a remote, so that its next load starts afresh. */
  reset(remote: RemoteName): void;
  /** Whether a failed load is kept (the browser) or tried again by the next page (the server). */
  keepsFailures: boolean;
}

/** A promise React's `use` reads at once when it has settled, instead of suspending on it again. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

let source: RemoteModuleSource | undefined;
const loading = new Map<string, TrackedPromise<unknown>>();

export function setRemoteModuleSource(next: RemoteModuleSource): void {
  source = next;
  loading.clear();
}

export const remoteOf = (id: string) => id.split('/')[0] as RemoteName;

function track<T>(id: string, promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
      if (!source?.keepsFailures) loading.delete(id);
    },
  );
  return tracked;
}

/**
 * The one way the shell loads remote code (docs/architecture.md#federation). The promise is kept per
 * module so that React can read it: a page's modules are loaded before it renders, on the server and
 * before hydration, so rendering finds them settled and never suspends for them. In the browser a failed
 * one is kept too (React renders again after an error before it shows the error boundary, and a fresh
 * load on each render would never end); only `retryRemote` forgets it.
 */
export function loadRemoteModule<T>(id: string): Promise<T> {
  let promise = loading.get(id) as TrackedPromise<T> | undefined;
  if (!promise) {
    if (!source) throw new Error('No source of remote modules is set');
    promise = track(id, source.load(id) as Promise<T>);
    loading.set(id, promise);
  }
  return promise;
}

/** The module if it has loaded, for what must answer at once (whether a page's data is still good). */
export const loadedRemoteModule = <T>(id: string): T | undefined =>
  loading.get(id)?.status === 'fulfilled' ? (loading.get(id)?.value as T) : undefined;

/** Forgets a failed remote so that the next render tries it again from the network. */
export function retryRemote(remote: RemoteName): void {
  for (const id of loading.keys()) if (remoteOf(id) === remote) loading.delete(id);
  source?.reset(remote);
}
