import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';
import { startShellRuntime } from '@rental/shared/seams/shell-runtime.ts';
import { CHANNEL_COOKIES } from '@rental/shared/visitor/visitor-cookies.ts';
import { remoteFailureModule, RemoteUnavailableError } from './remote-failure.ts';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { registerBrowserRemotes } = await import('./browser-remotes.ts');

const CANARY = 'https://releases.example/mf-catalogue/1.1.0/mf-manifest.json';
const STABLE = '/remotes/mf-catalogue/1.0.0/mf-manifest.json';
const canaryVisitor: RemoteAssignment = {
  remote: 'mf_catalogue',
  channel: 'canary',
  version: '1.1.0',
  entry: CANARY,
  release: { store: 'https://releases.example/', digest: `sha384-${'A'.repeat(64)}` },
  rolloutId: 'catalogue-1.1.0',
  stable: { version: '1.0.0', entry: STABLE },
};
const stablePage = { default: () => null };

/** The page's modules, from the builds it names, checked by the digests it gives (docs/decisions/024). */
function startPage(digests: Record<string, string>) {
  const remoteModules = registerBrowserRemotes([canaryVisitor], 'server-rendered');
  startShellRuntime({
    remoteModules,
    integrity: new Map(
      Object.entries(digests).map(([url, digest]) => [new URL(url, window.location.href).href, digest]),
    ),
  });
  return remoteModules;
}

describe('a canary that fails to load in the browser', () => {
  beforeEach(() => {
    runtime.loadRemote.mockReset();
    runtime.registerRemotes.mockClear();
    document.cookie = `${CHANNEL_COOKIES.failed}=; Max-Age=0; Path=/`;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    runtime.loadRemote
      .mockResolvedValueOnce(remoteFailureModule('mf_catalogue/equipment-list', new Error('integrity')))
      .mockResolvedValueOnce(stablePage);
  });

  it('falls back to the stable the page pins, registered by its manifest, for the rest of the session', async () => {
    const source = startPage({ [CANARY]: 'sha384-canary', [STABLE]: 'sha384-stable' });
    await expect(source.load('mf_catalogue/equipment-list')).resolves.toBe(stablePage);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_catalogue', entry: new URL(STABLE, window.location.href).href }],
      { force: true },
    );
    expect(document.cookie).toContain('catalogue-1.1.0');
  });

  it('does not fall back to a stable the page gives no digest for: its files are never fetched', async () => {
    const source = startPage({ [CANARY]: 'sha384-canary' });
    await expect(source.load('mf_catalogue/equipment-list')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(runtime.registerRemotes).not.toHaveBeenCalledWith(expect.anything(), { force: true });
    expect(runtime.loadRemote).toHaveBeenCalledOnce();
    // The server renders stable for this visitor from the next page on, as it does after any failure.
    expect(document.cookie).toContain('catalogue-1.1.0');
  });
});

describe('a page that names a build the site would refuse', () => {
  const refused = {
    ...canaryVisitor,
    channel: 'stable' as const,
    entry: '//evil.example/mf-catalogue/1.1.0/mf-manifest.json',
  };

  it('never registers it, however the page data came to name it', () => {
    runtime.registerRemotes.mockClear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    registerBrowserRemotes([refused], 'server-rendered');
    expect(runtime.registerRemotes).toHaveBeenCalledWith([]);
  });

  it('is not read on the development site, whose dev servers are builds of no release', () => {
    runtime.registerRemotes.mockClear();
    const devServer = { ...refused, entry: 'http://localhost:3001/mf-manifest.json' };
    registerBrowserRemotes([devServer], 'development');
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_catalogue', entry: 'http://localhost:3001/mf-manifest.json' },
    ]);
  });
});
