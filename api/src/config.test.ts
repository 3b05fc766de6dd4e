import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from './config.ts';

describe('configuration', () => {
  it('works with no configuration at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8080, databaseUrl: undefined, logLevel: 'info' });
    expect(config.dataDir).toBe(path.join(repoRoot, 'data'));
  });

  it('reads PORT, DATABASE_URL and DATA_DIR', () => {
    const config = loadConfig({ PORT: '9000', DATABASE_URL: 'postgres://u@h/db', DATA_DIR: '/tmp/rental' });
    expect(config).toMatchObject({ port: 9000, databaseUrl: 'postgres://u@h/db', dataDir: '/tmp/rental' });
  });

  it('reads SITE_URL without its trailing slash, and leaves it unset when absent', () => {
    expect(loadConfig({ SITE_URL: ' https://www.rentals.test/ ' }).app.siteUrl).toBe(
      'https://www.rentals.test',
    );
    expect(loadConfig({}).app.siteUrl).toBeUndefined();
  });

  it('names the setting that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      new ConfigError('PORT must be an integer between 0 and 65535, got "eighty"'),
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('reads how many generated equipment items to seed, none by default', () => {
    expect(loadConfig({}).seedGeneratedEquipment).toBe(0);
    expect(loadConfig({ SEED_GENERATED_EQUIPMENT: '50000' }).seedGeneratedEquipment).toBe(50_000);
    for (const wrong of ['-1', '1.5', 'many', '1000001'])
      expect(() => loadConfig({ SEED_GENERATED_EQUIPMENT: wrong })).toThrow(
        new ConfigError(`SEED_GENERATED_EQUIPMENT must be an integer from 0 to 1000000, got "${wrong}"`),
      );
  });

  it('reads the remotes.json to render by, relative to the repository, or the one in DATA_DIR', () => {
    expect(loadConfig({})).toMatchObject({
      app: { remotesConfig: path.join(repoRoot, 'data', 'remotes.json') },
      remotesConfigFromBuild: true,
    });
    expect(loadConfig({ DATA_DIR: '/var/lib/rentals' }).app.remotesConfig).toBe(
      '/var/lib/rentals/remotes.json',
    );
    expect(loadConfig({ REMOTES_CONFIG: '/srv/site/remotes.json' })).toMatchObject({
      app: { remotesConfig: '/srv/site/remotes.json' },
      remotesConfigFromBuild: false,
    });
    expect(loadConfig({ REMOTES_CONFIG: 'ops/remotes.json' }).app.remotesConfig).toBe(
      path.join(repoRoot, 'ops', 'remotes.json'),
    );
  });

  it('refuses a REMOTES_CONFIG file in a build’s output, in any mode, naming it', () => {
    for (const inBuild of [
      'shell/dist/remotes.json',
      path.join(repoRoot, 'mf-catalogue', 'dist', 'remotes.json'),
      'ops/dist/state/remotes.json',
      'api/dist/remotes.json',
    ])
      for (const mode of ['development', 'production'])
        expect(() =>
          loadConfig({
            NODE_ENV: mode,
            DATABASE_URL: 'postgres://u@h/db',
            HEALTH_TOKEN_SECRET: 'a-secret-of-sixteen-or-more',
            REMOTES_CONFIG: inBuild,
          }),
        ).toThrow(/^REMOTES_CONFIG must not be a file in a build's output/);
    expect(() =>
      loadConfig({ SITE_ROOT: '/srv/site', REMOTES_CONFIG: '/srv/site/shell/dist/remotes.json' }),
    ).toThrow(/REMOTES_CONFIG/);
    expect(loadConfig({ REMOTES_CONFIG: 'shell/distant/remotes.json' }).app.remotesConfig).toBe(
      path.join(repoRoot, 'shell', 'distant', 'remotes.json'),
    );
  });

  describe('in production (NODE_ENV=production)', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@h/db',
      HEALTH_TOKEN_SECRET: 'a-secret-of-sixteen-or-more',
    };

    it('starts with a database and the health secret', () => {
      expect(loadConfig(production)).toMatchObject({ databaseUrl: 'postgres://u@h/db' });
    });

    it('refuses to fall back on the embedded database, naming DATABASE_URL and EMBEDDED_DATABASE', () => {
      const { DATABASE_URL: _omitted, ...withoutDatabase } = production;
      expect(() => loadConfig(withoutDatabase)).toThrow(
        new ConfigError(
          'DATABASE_URL is required in production (NODE_ENV=production); to run on the embedded database ' +
            'in DATA_DIR instead, set EMBEDDED_DATABASE=1',
        ),
      );
      expect(loadConfig({ ...withoutDatabase, EMBEDDED_DATABASE: '1' }).databaseUrl).toBeUndefined();
    });

    it('refuses to start without HEALTH_TOKEN_SECRET, naming it', () => {
      const { HEALTH_TOKEN_SECRET: _omitted, ...withoutSecret } = production;
      expect(() => loadConfig(withoutSecret)).toThrow(/^HEALTH_TOKEN_SECRET is required in production/);
    });
  });

  it('reads how often an instance checks the schema while it waits for migrate: 5 s by default', () => {
    expect(loadConfig({}).schemaPollMs).toBe(5000);
    expect(loadConfig({ SCHEMA_POLL_SECONDS: '1' }).schemaPollMs).toBe(1000);
    expect(() => loadConfig({ SCHEMA_POLL_SECONDS: '0' })).toThrow(/SCHEMA_POLL_SECONDS/);
  });

  it('reads a remotes.json URL as given, with its token, and refuses another kind of address', () => {
    const config = loadConfig({
      REMOTES_CONFIG: ' https://config.rentals.test/site/remotes.json ',
      REMOTES_CONFIG_TOKEN: 'secret-token',
    });
    expect(config.app).toMatchObject({
      remotesConfig: 'https://config.rentals.test/site/remotes.json',
      remotesConfigToken: 'secret-token',
    });
    expect(() => loadConfig({ REMOTES_CONFIG: 'ftp://config.rentals.test/remotes.json' })).toThrow(
      /REMOTES_CONFIG must be a file or an http\(s\) address/,
    );
  });

  it('reads how long equipment lists are kept in memory: 30 s by default, 0 for not at all', () => {
    expect(loadConfig({}).app.catalogueCache).toMatchObject({ ttlSeconds: 30 });
    expect(loadConfig({ CATALOGUE_CACHE_SECONDS: '0' }).app.catalogueCache).toBe(false);
    expect(loadConfig({ CATALOGUE_CACHE_SECONDS: '120' }).app.catalogueCache).toMatchObject({
      ttlSeconds: 120,
    });
    for (const wrong of ['-1', '0.5', 'forever', '3601'])
      expect(() => loadConfig({ CATALOGUE_CACHE_SECONDS: wrong })).toThrow(
        new ConfigError(`CATALOGUE_CACHE_SECONDS must be an integer from 0 to 3600, got "${wrong}"`),
      );
  });

  it('reads the shared pages’ settings: 64 MiB kept at most, fresh 60 s, then stale 300 s', () => {
    expect(loadConfig({}).app.pageCache).toEqual({
      maxBytes: 64 * 1024 * 1024,
      sMaxAgeSeconds: 60,
      staleWhileRevalidateSeconds: 300,
    });
    expect(
      loadConfig({
        PAGE_CACHE_MAX_BYTES: '0',
        PAGE_CACHE_S_MAXAGE: '30',
        PAGE_CACHE_STALE_WHILE_REVALIDATE: '0',
      }).app.pageCache,
    ).toEqual({ maxBytes: 0, sMaxAgeSeconds: 30, staleWhileRevalidateSeconds: 0 });
    for (const wrong of ['-1', '64MB', '1.5', '4294967297'])
      expect(() => loadConfig({ PAGE_CACHE_MAX_BYTES: wrong })).toThrow(
        new ConfigError(`PAGE_CACHE_MAX_BYTES must be an integer from 0 to 4294967296, got "${wrong}"`),
      );
    for (const name of ['PAGE_CACHE_S_MAXAGE', 'PAGE_CACHE_STALE_WHILE_REVALIDATE'])
      for (const wrong of ['-1', '1m', '86401'])
        expect(() => loadConfig({ [name]: wrong })).toThrow(
          new ConfigError(`${name} must be an integer from 0 to 86400, got "${wrong}"`),
        );
  });

  it('hands the guard’s window to the health figures, so each client’s share is counted over it', () => {
    const config = loadConfig({ ROLLOUT_GUARD_WINDOW_SECONDS: '300' });
    expect(config.app.rolloutGuard.windowMs).toBe(300_000);
    expect(config.app.health.windowMs).toBe(300_000);
  });

  it('trusts release keys only from RELEASE_TRUSTED_KEYS, never from a file beside remotes.json', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'config-keys-'));
    const pem = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const keys = JSON.stringify({ catalogue: pem });
    fs.writeFileSync(path.join(folder, 'remotes.json'), '{}');
    fs.writeFileSync(path.join(folder, 'release-keys.json'), keys);
    const remotesConfig = path.join(folder, 'remotes.json');
    expect(loadConfig({ REMOTES_CONFIG: remotesConfig }).app.releases.trustedKeys.size).toBe(0);
    expect(
      loadConfig({ REMOTES_CONFIG: remotesConfig, RELEASE_TRUSTED_KEYS: keys }).app.releases.trustedKeys.get(
        'mf_catalogue',
      ),
    ).toHaveLength(1);
    const named = path.join(folder, 'release-keys.json');
    expect(
      loadConfig({ RELEASE_TRUSTED_KEYS: named }).app.releases.trustedKeys.get('mf_catalogue'),
    ).toHaveLength(1);
    expect(() => loadConfig({ RELEASE_TRUSTED_KEYS: path.join(folder, 'none.json') })).toThrow(
      new ConfigError(
        `RELEASE_TRUSTED_KEYS names ${path.join(folder, 'none.json')}, which cannot be read (ENOENT)`,
      ),
    );
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('serves the console beside the site unless OPS_PORT gives it a listener of its own', () => {
    expect(loadConfig({}).app.opsListener).toBeUndefined();
    expect(loadConfig({ OPS_PORT: '9090' }).app.opsListener).toEqual({
      host: '127.0.0.1',
      port: 9090,
      publicUrl: undefined,
    });
    expect(
      loadConfig({ OPS_PORT: '9090', OPS_HOST: '10.0.0.5', OPS_PUBLIC_URL: 'https://ops.rentals.test/' }).app
        .opsListener,
    ).toEqual({ host: '10.0.0.5', port: 9090, publicUrl: 'https://ops.rentals.test' });
  });

  it('refuses a wrong OPS_PORT, OPS_HOST or OPS_PUBLIC_URL, naming it', () => {
    for (const port of ['ninety', '-1', '65536', '1.5', '0', '8080'])
      expect(() => loadConfig({ OPS_PORT: port }), port).toThrow(ConfigError);
    expect(() => loadConfig({ OPS_PORT: 'ninety' })).toThrow(
      'OPS_PORT must be an integer between 0 and 65535',
    );
    expect(() => loadConfig({ OPS_PORT: '8080' })).toThrow(
      'OPS_PORT must be a port from 1 to 65535 other than PORT (8080)',
    );
    expect(() => loadConfig({ PORT: '9000', OPS_PORT: '9000' })).toThrow(
      /^OPS_PORT .* other than PORT \(9000\)/,
    );
    expect(() => loadConfig({ OPS_PORT: '9090', OPS_HOST: 'ops host' })).toThrow(
      new ConfigError('OPS_HOST must be an address to listen on, like 10.0.0.5, got "ops host"'),
    );
    for (const url of ['ops.rentals.test', 'ftp://ops.rentals.test'])
      expect(() => loadConfig({ OPS_PORT: '9090', OPS_PUBLIC_URL: url }), url).toThrow(
        new ConfigError(`OPS_PUBLIC_URL must be an address like https://ops.example.com, got "${url}"`),
      );
  });

  it('refuses OPS_HOST or OPS_PUBLIC_URL without OPS_PORT rather than leave the console where it was', () => {
    expect(() => loadConfig({ OPS_HOST: '10.0.0.5' })).toThrow(
      new ConfigError("OPS_HOST is for the operators' own listener: set OPS_PORT too, or unset OPS_HOST"),
    );
    expect(() => loadConfig({ OPS_PUBLIC_URL: 'https://ops.rentals.test' })).toThrow(
      /^OPS_PUBLIC_URL .* set OPS_PORT/,
    );
  });

  it('serves metrics only when METRICS_PORT gives them a listener of their own, on 127.0.0.1 by default', () => {
    expect(loadConfig({}).metricsListener).toBeUndefined();
    // The image sets METRICS_HOST for whoever turns the listener on; alone it changes nothing.
    expect(loadConfig({ METRICS_HOST: '0.0.0.0' }).metricsListener).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsListener).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig({ METRICS_PORT: ' 9464 ', METRICS_HOST: '0.0.0.0' }).metricsListener).toEqual({
      host: '0.0.0.0',
      port: 9464,
    });
  });

  it('refuses a wrong METRICS_PORT or METRICS_HOST, or the port of the site or the console, naming it', () => {
    for (const port of ['ninety', '-1', '65536', '1.5', '0'])
      expect(() => loadConfig({ METRICS_PORT: port }), port).toThrow(/^METRICS_PORT must be/);
    expect(() => loadConfig({ METRICS_PORT: '8080' })).toThrow(
      new ConfigError('METRICS_PORT must be a port from 1 to 65535 other than PORT (8080), got "8080"'),
    );
    expect(() => loadConfig({ PORT: '9000', METRICS_PORT: '9000' })).toThrow(
      /^METRICS_PORT .* other than PORT \(9000\)/,
    );
    expect(() => loadConfig({ OPS_PORT: '9090', METRICS_PORT: '9090' })).toThrow(
      new ConfigError(
        'METRICS_PORT must be a port from 1 to 65535 other than PORT (8080) and OPS_PORT (9090), got "9090"',
      ),
    );
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_HOST: 'metrics host' })).toThrow(
      new ConfigError('METRICS_HOST must be an address to listen on, like 0.0.0.0, got "metrics host"'),
    );
  });
});
