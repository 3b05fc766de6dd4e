import type { ReleaseStore } from '@rental/shared/releases/stores/release-store.ts';
import type { AppSettings, HealthSettings } from '../config.ts';
import { issueViewToken } from '../health-figures/view-token.ts';
import { notFoundEnvelope } from '../http/error-handler.ts';
import type { ApiInstance } from '../http/fastify-types.ts';
import { isOpsConsoleBuilt, opsConsoleFiles } from '../site/ops-console-files.ts';
import type { RemotesConfigSource } from '../site/remotes-config-source.ts';
import { serveSite } from '../site/serve-site.ts';
import { isPageRequest, isSiteBuilt } from '../site/site-files.ts';

interface BuiltSiteOptions {
  settings: AppSettings;
  remotes: RemotesConfigSource;
  releaseStores: ReadonlyMap<string, ReleaseStore>;
  health: HealthSettings & { secret: string };
}

/** The built site, when there is one: its files and rendered pages (docs/architecture.md#rendering). */
export async function serveBuiltSite(
  app: ApiInstance,
  { settings, remotes, releaseStores, health }: BuiltSiteOptions,
) {
  if (!isSiteBuilt(settings.siteRoot)) return undefined;
  return serveSite(app, {
    siteRoot: settings.siteRoot,
    remotes,
    siteUrl: settings.siteUrl,
    // Every page carries the same token for its builds within a minute, and the browser draws whether
    // its page load reports: the page stays one for everyone (docs/decisions/029).
    pageHealth:
      health.sampleRate > 0
        ? (assigned) => ({
            token: issueViewToken(health.secret, assigned, Date.now()),
            sampleRate: health.sampleRate,
          })
        : undefined,
    releases: settings.releases,
    releaseStores,
    cspExtraOrigins: settings.cspExtraOrigins,
    pageCache: settings.pageCache,
    metrics: app.metrics,
  });
}

export type BuiltSite = Awaited<ReturnType<typeof serveSite>>;

/**
 * The operators' console when it is built, and the pages: `/` and any other page address the routes do
 * not answer is rendered; anything else is the not-found envelope.
 */
export async function servePagesAndConsole(
  app: ApiInstance,
  siteRoot: AppSettings['siteRoot'],
  site: BuiltSite | undefined,
) {
  if (isOpsConsoleBuilt(siteRoot)) await app.register(opsConsoleFiles, { root: siteRoot });
  const sendPage = site?.sendPage;
  if (sendPage) app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    if (sendPage && isPageRequest(request.method, request.url)) return sendPage(request, reply);
    return reply.code(404).send(notFoundEnvelope(request.method, request.url));
  });
}
