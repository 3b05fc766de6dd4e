import type { ReleaseStore } from '@rental/shared/releases/stores/release-store.ts';
import { openRemotesConfigStore } from '@rental/shared/rollouts/open-remotes-config-store.ts';
import type { AppSettings, HealthSettings } from '../config.ts';
import type { Database } from '../db/database.ts';
import { catalogueRoutes } from '../features/catalogue/catalogue-routes.ts';
import { contactRoutes } from '../features/contact/contact-routes.ts';
import { healthRoutes } from '../features/health/health-routes.ts';
import { consoleReleases } from '../features/ops-console/console-releases.ts';
import { healthSeriesRoutes } from '../features/ops-console/health-series-routes.ts';
import { opsOverviewRoutes } from '../features/ops-console/ops-overview-routes.ts';
import { releaseVersionsRoutes } from '../features/ops-console/release-versions-routes.ts';
import { rolloutChangeRoutes } from '../features/ops-console/rollout-change-routes.ts';
import { rolloutHistoryRoutes } from '../features/ops-console/rollout-history-routes.ts';
import { opsSessionRoutes } from '../features/ops-sessions/ops-session-routes.ts';
import { peopleRoutes } from '../features/people/people-routes.ts';
import { quoteRoutes } from '../features/quotes/quote-routes.ts';
import { releaseProblemRoutes } from '../features/releases/release-problems-routes.ts';
import { searchRoutes } from '../features/search/search-routes.ts';
import { testSupportRoutes } from '../features/test-support/test-support-routes.ts';
import { API_PREFIX } from '../http/api-prefix.ts';
import type { ApiInstance } from '../http/fastify-types.ts';
import { searchMetrics } from '../metrics/search-metrics.ts';
import { SearchMissCounter } from '../search/search-misses.ts';
import type { RemotesConfigSource } from '../site/remotes-config-source.ts';
import { buildsWithoutSite } from '../site/servable-remotes.ts';
import type { BuiltSite } from './site-serving.ts';

/** How often the counts of searches that found nothing are written. */
const SEARCH_MISSES_FLUSH_MS = 10_000;

interface ApiRoutesOptions {
  db: Database;
  settings: AppSettings;
  health: HealthSettings & { secret: string };
  remotes: RemotesConfigSource;
  releaseStores: ReadonlyMap<string, ReleaseStore>;
  site: BuiltSite | undefined;
}

/** Every feature's routes, under /api/v1. */
export async function registerApiRoutes(
  app: ApiInstance,
  { db, settings, health, remotes, releaseStores, site }: ApiRoutesOptions,
) {
  const searchMisses = new SearchMissCounter(db, SEARCH_MISSES_FLUSH_MS);
  app.addHook('onClose', async () => searchMisses.close().catch(() => {}));
  const searches = searchMetrics(app.metrics);
  await app.register(
    async (api) => {
      await api.register(catalogueRoutes, { cache: settings.catalogueCache, misses: searchMisses, searches });
      await api.register(searchRoutes, {
        cache: settings.catalogueCache,
        misses: searchMisses,
        searches,
        opsToken: settings.health.opsToken,
      });
      await api.register(peopleRoutes, { cache: settings.catalogueCache });
      await api.register(quoteRoutes);
      await api.register(contactRoutes);
      await api.register(healthRoutes, health);
      await api.register(releaseProblemRoutes, {
        opsToken: settings.health.opsToken,
        currentRemotes: () => remotes.current(),
      });
      await api.register(opsSessionRoutes, {
        opsToken: settings.health.opsToken,
        httpsConsole: /^https:/.test(
          (settings.opsListener ? settings.opsListener.publicUrl : settings.siteUrl) ?? '',
        ),
      });
      await api.register(opsOverviewRoutes, {
        opsToken: settings.health.opsToken,
        currentRemotes: () => remotes.current(),
        builds: site ?? buildsWithoutSite(releaseStores),
        guard: settings.rolloutGuard,
      });
      // remotes.json as the rollout command changes it, with its history: one store for both routes.
      const rollouts = {
        opsToken: settings.health.opsToken,
        store: openRemotesConfigStore(settings.remotesConfig, settings.remotesConfigToken),
      };
      const releases = consoleReleases(releaseStores, settings.releases);
      await api.register(rolloutChangeRoutes, { ...rollouts, releases });
      await api.register(releaseVersionsRoutes, { opsToken: settings.health.opsToken, releases });
      await api.register(rolloutHistoryRoutes, rollouts);
      await api.register(healthSeriesRoutes, {
        opsToken: settings.health.opsToken,
        periodMs: settings.health.periodMs,
      });
      if (settings.testSupportRoutes) await api.register(testSupportRoutes);
    },
    { prefix: API_PREFIX },
  );
}
