import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import { shellRuntime, type RemoteModuleSource } from '@rental/shared/seams/shell-runtime.ts';

/** A promise React's `use` reads at once when it has settled, instead of suspending on it again. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** The modules loading or loaded, by id, kept per source: a new source starts with none. */
const loadingBySource = new WeakMap<RemoteModuleSource, Map<string, TrackedPromise<unknown>>>();

function currentSource(): { source: RemoteModuleSource; loading: Map<string, TrackedPromise<unknown>> } {
  const source = shellRuntime().remoteModules;
  if (!source) throw new Error('No source of remote modules is set');
  let loading = loadingBySource.get(source);
  if (!loading) loadingBySource.set(source, (loading = new Map()));
  return { source, loading };
}

export const remoteOf = (id: string) => id.split('/')[0] as RemoteName;

function track<T>(
  id: string,
  promise: Promise<T>,
  { source, loading }: ReturnType<typeof currentSource>,
): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
      if (!source.keepsFailures) loading.delete(id);
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
  const current = currentSource();
  let promise = current.loading.get(id) as TrackedPromise<T> | undefined;
  if (!promise) {
    promise = track(id, current.source.load(id) as Promise<T>, current);
    current.loading.set(id, promise);
  }
  return promise;
}

/** The module if it has loaded, for what must answer at once (whether a page's data is still good). */
export function loadedRemoteModule<T>(id: string): T | undefined {
  const promise = currentSource().loading.get(id);
  return promise?.status === 'fulfilled' ? (promise.value as T) : undefined;
}

/** Forgets a failed remote so that the next render tries it again from the network. */
export function retryRemote(remote: RemoteName): void {
  const { source, loading } = currentSource();
  for (const id of loading.keys()) if (remoteOf(id) === remote) loading.delete(id);
  source.reset(remote);
}
