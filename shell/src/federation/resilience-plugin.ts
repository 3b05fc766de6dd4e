import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { BuildManifest } from '@rental/shared/federation/build-manifest.ts';
import { siteSharedVersions } from '../env.ts';
import { remoteFailureModule } from './remote-failure.ts';
import { incompatibleSingletons } from '@rental/shared/federation/shared-compatibility.ts';
import { shellRuntime } from '@rental/shared/seams/shell-runtime.ts';

/** A marketing site should not wait 20 s (the runtime's default) for a remote that is not coming. */
const MANIFEST_TIMEOUT_MS = 8000;
const SCRIPT_TIMEOUT_MS = 8000;
const RETRY_DELAY_MS = 400;

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchWithTimeout(url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), MANIFEST_TIMEOUT_MS);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    return response;
  } finally {
    clearTimeout(timer);
  }
}

/** Reads a fetched manifest: records the build version that is about to run and refuses version skew. */
async function inspectManifest(response: Response): Promise<Response> {
  const manifest = (await response.clone().json()) as BuildManifest;
  const name = manifest.metaData?.name;
  const problems = incompatibleSingletons(manifest.shared ?? [], siteSharedVersions, satisfy);
  if (problems.length > 0)
    throw new Error(`${name ?? 'remote'} is incompatible with this site: ${problems.join('; ')}`);
  const version = manifest.metaData?.buildInfo?.buildVersion;
  if (name && version) shellRuntime().loadedVersions.set(name, version);
  return response;
}

/**
 * The SHA-384 the page gives a remote file the runtime is about to fetch or add, which the browser then
 * checks (docs/decisions/024). A page the server rendered gives one for every file the runtime may need
 * for it: a file it gives none for is not loaded at all (a remote's other modules then come through its
 * entry script, which checks them itself). Without a server (`npm run dev`) nothing is checked.
 */
function integrityOf(url: string): string | undefined {
  const pinned = shellRuntime().integrity;
  if (!pinned) return undefined;
  const integrity = pinned.get(url);
  if (!integrity) throw new Error(`${url} is not loaded: this page gives no digest to check it by`);
  return integrity;
}

/**
 * The network layer of docs/architecture.md#failure: time-outs, one retry of the manifest and of the entry script, and a
 * well-formed "unavailable" module instead of a thrown error, which the loader turns into the fallback
 * region. It also has the browser check each file it fetches or adds (docs/decisions/024). No React here:
 * runtime plugins run before the app.
 */
export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  const retriedEntries = new Set<string>();
  return {
    name: 'doral-rentals-resilience',
    async fetch(url, init) {
      const integrity = integrityOf(url);
      const checked = integrity ? { ...init, integrity } : init;
      let response: Response;
      try {
        response = await fetchWithTimeout(url, checked);
      } catch {
        await wait(RETRY_DELAY_MS);
        response = await fetchWithTimeout(url, checked);
      }
      return inspectManifest(response);
    },
    createScript({ url }) {
      const integrity = integrityOf(url);
      if (!integrity) return { timeout: SCRIPT_TIMEOUT_MS };
      // The same check and mode as the page's preload of it, so the browser uses what it preloaded.
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return { script, timeout: SCRIPT_TIMEOUT_MS };
    },
    createLink({ url, attrs }) {
      const integrity = integrityOf(url);
      if (!integrity) return undefined;
      // A stylesheet the runtime adds for a module, or a prefetch: checked as the page's own links are.
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      link.href = url;
      link.integrity = integrity;
      link.crossOrigin = 'anonymous';
      return link;
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      if (retriedEntries.has(uniqueKey)) return Promise.resolve(undefined);
      retriedEntries.add(uniqueKey);
      delete globalLoading[uniqueKey];
      const retried = wait(RETRY_DELAY_MS)
        .then(() => getRemoteEntry({ origin, remoteInfo }))
        .then((entry) => entry || undefined);
      // The runtime awaits whatever this returns; its declared type nests a promise that no function can
      // be typed to return, hence the cast.
      return retried as unknown as LoadEntryErrorResult;
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      // At 'afterResolve' a return value would be taken as the manifest itself; let the error travel on
      // to 'onLoad', where the return value stands in for the module.
      if (lifecycle === 'afterResolve') return undefined;
      return remoteFailureModule(id, error);
    },
  };
}
