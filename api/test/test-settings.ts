import { loadConfig, type AppSettings, type HealthSettings } from '../src/config.ts';

type SettingsOverrides = Partial<Omit<AppSettings, 'health'>> & { health?: Partial<HealthSettings> };

/**
 * The app's settings for a test or a benchmark: those of an empty environment, for the API alone (no
 * site) and without rate limits, with the given changes.
 */
export function testSettings(overrides: SettingsOverrides = {}): AppSettings {
  const defaults = loadConfig({}).app;
  return {
    ...defaults,
    siteRoot: undefined,
    rateLimit: false,
    ...overrides,
    health: { ...defaults.health, ...overrides.health },
  };
}
