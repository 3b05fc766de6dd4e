import path from 'node:path';
import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';
import type { PageHealth } from '@rental/shared/server-rendering/page-bootstrap.ts';
import type { ApiInstance } from '../http/fastify-types.ts';
import type { ReleaseStore } from '@rental/shared/releases/stores/release-store.ts';
import type { PageCacheSettings, ReleaseSettings } from '../config.ts';
import {
  recordReleaseProblem,
  type ReleaseProblemReport,
} from '../features/releases/release-problems-repository.ts';
import type { RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';
import { changedFileReader } from '../http/changed-file-reader.ts';
import type { Registry } from 'prom-client';
import type { PageAssets } from '@rental/shared/server-rendering/page-bootstrap.ts';
import { pageCacheMetrics } from '../metrics/page-cache-metrics.ts';
import { releaseMetrics } from '../metrics/release-metrics.ts';
import { renderMetrics } from '../metrics/render-metrics.ts';
import { servableRemotes } from './servable-remotes.ts';
import { PageCache } from './page-cache.ts';
import { pageGeneration } from './page-generation.ts';
import { pageResponder } from './page-responder.ts';
import { ReleaseCache } from './release-cache.ts';
import type { RemotesConfigSource } from './remotes-config-source.ts';
import { RenderGenerations } from './render-generations.ts';
import { renderWorkerFile } from '@rental/shared/seams/render-worker-file.ts';
import { apiThroughInject } from './worker-api-calls.ts';
import { shellDist, siteFiles } from './site-files.ts';

interface ServeSiteOptions {
  /** The repository root whose built shell and remotes are served. */
  siteRoot: string;
  remotes: RemotesConfigSource;
  /** The public address of the site; the request's own when absent. */
  siteUrl: string | undefined;
  /** What a page's health reports need, by its builds (docs/decisions/029); none, and pages report nothing. */
  pageHealth?: (remotes: readonly RemoteAssignment[]) => PageHealth;
  releases: ReleaseSettings;
  /** The release stores this site allows, opened once for the site and the operators' console. */
  releaseStores: ReadonlyMap<string, ReleaseStore>;
  /** Origins the Content-Security-Policy allows besides the site's and the page's builds' (CSP_EXTRA_ORIGINS). */
  cspExtraOrigins: readonly string[];
  /** How long shared caches may keep a shared page, and how much of them this instance keeps. */
  pageCache: PageCacheSettings;
  /** The app's metrics, where the renders and the release cache are counted. */
  metrics: Registry;
}

/**
 * The built site on the API's origin (docs/architecture.md#rendering): its files, and a handler that
 * answers page addresses with pages rendered by the shell's render workers (docs/decisions/015), whose
 * data calls are answered here, in-process, by the API itself. Also gives this instance's release cache,
 * whose state the operators' overview shows.
 */
export async function serveSite(app: ApiInstance, options: ServeSiteOptions) {
  const record = (report: ReleaseProblemReport) =>
    recordReleaseProblem(app.db, report).catch((error: unknown) =>
      app.log.error({ err: error }, 'a release problem could not be recorded'),
    );
  const folderStore = options.releases.stores.find((store) => !/^(s3|https?):\/\//i.test(store));
  await app.register(siteFiles, { root: options.siteRoot, releaseFolder: folderStore });
  const releaseCounts = releaseMetrics(options.metrics);
  const releases = new ReleaseCache({
    dir: options.releases.cacheDir,
    stores: options.releaseStores,
    trustedKeys: options.releases.trustedKeys,
    onProblem: ({ remote, version, digest, entry, reason, refused }) => {
      app.log.error(
        { remote, version, reason },
        refused
          ? `release ${remote}@${version} refused: ${reason}; its code runs nowhere`
          : `release ${remote}@${version} cannot be fetched yet: ${reason}; the last good builds serve meanwhile`,
      );
      if (refused) releaseCounts.refused(remote, 'release');
      record({ remote, version, digest, entry, reason, refused, at: new Date() });
    },
    onFetched: releaseCounts.fetched,
  });
  const readBuiltInRemotes = changedFileReader((text) => JSON.parse(text) as RemotesManifest);
  const servable = servableRemotes({
    cache: releases,
    siteRoot: options.siteRoot,
    builtIn: () => readBuiltInRemotes(path.join(shellDist(options.siteRoot), 'remotes.json')),
    allowedStores: (location) => options.releaseStores.get(location),
    refused: ({ remote, build, reason }) => {
      app.log.error(
        { remote, version: build.version, entry: build.entry, reason },
        `${remote}@${build.version} refused: ${reason}; its code runs nowhere and the last good build serves`,
      );
      releaseCounts.refused(remote, 'entry');
      record({
        remote,
        version: build.version,
        digest: build.release?.digest ?? '',
        entry: build.entry,
        reason,
        refused: true,
        at: new Date(),
      });
    },
  });
  const renderCounts = renderMetrics(options.metrics, () => generations.workers());
  const generations = new RenderGenerations({
    workerFile: renderWorkerFile(shellDist(options.siteRoot)),
    log: app.log,
    api: apiThroughInject(app),
    onRendered: renderCounts.rendered,
  });
  app.addHook('onClose', () => generations.close());
  const readShellAssets = changedFileReader((text) => JSON.parse(text) as PageAssets);
  const shellAssetsFile = path.join(shellDist(options.siteRoot), 'client-assets.json');
  const pageCache: PageCache = new PageCache({
    maxBytes: options.pageCache.maxBytes,
    freshMs: options.pageCache.sMaxAgeSeconds * 1000,
    staleMs: options.pageCache.staleWhileRevalidateSeconds * 1000,
    generation: pageGeneration(
      () => options.remotes.current(),
      () => readShellAssets(shellAssetsFile),
    ),
    counted: pageCacheMetrics(options.metrics, () => pageCache.bytes),
  });
  const sendPage = pageResponder({
    shellDist: shellDist(options.siteRoot),
    siteRoot: options.siteRoot,
    remotes: options.remotes,
    generations,
    siteUrl: options.siteUrl,
    pageHealth: options.pageHealth,
    releases,
    servable: servable.servable,
    cspExtraOrigins: options.cspExtraOrigins,
    pageCache: options.pageCache,
    sharedPages: (address, render) => pageCache.answer(address, render),
  });
  return { sendPage, releases, standing: servable.standing, servedInstead: servable.fallbackFor };
}
