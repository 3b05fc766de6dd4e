import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig, type AppSettings, type HealthSettings } from '../config.ts';
import type { Database } from '../db/database.ts';

type SettingsOverrides = Partial<Omit<AppSettings, 'health'>> & { health?: Partial<HealthSettings> };

/** Where a test without a site of its own finds no remotes.json, whatever the repository's data folder holds. */
const NO_REMOTES_CONFIG = path.join(os.tmpdir(), 'rental-tests-without-a-site', 'remotes.json');

/**
 * The app's settings for a test or a benchmark: those of an empty environment, for the API alone (no
 * site) and without rate limits, with the given changes. A test's site keeps its live remotes.json beside
 * its builds, `<siteRoot>/remotes.json`, as a server keeps it in its data folder.
 */
export function testSettings(overrides: SettingsOverrides = {}): AppSettings {
  const defaults = loadConfig({}).app;
  return {
    ...defaults,
    siteRoot: undefined,
    rateLimit: false,
    remotesConfig:
      overrides.siteRoot === undefined ? NO_REMOTES_CONFIG : path.join(overrides.siteRoot, 'remotes.json'),
    // The tests share a busy machine, whose event loop lags for reasons of its own: no request of theirs is
    // refused for it unless a test asks (lifecycle/probes-and-pressure.test.ts).
    overload: { ...defaults.overload, maxEventLoopDelayMs: 0 },
    ...overrides,
    health: { ...defaults.health, ...overrides.health },
  };
}

/** The app twice on one database: one keeps catalogue answers in memory, the other reads each from it. */
export async function cachedAndUncachedApps(db: Database) {
  return {
    cached: await buildApp(
      { db },
      testSettings({ catalogueCache: { ttlSeconds: 60, maxBytes: 16 * 1024 * 1024 } }),
    ),
    uncached: await buildApp({ db }, testSettings({ catalogueCache: false })),
  };
}
