import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_FAILURE } from '@rental/shared/seams/global-slots.ts';
import { startShellRuntime } from '@rental/shared/seams/shell-runtime.ts';
import { isRemoteFailure } from './remote-failure.ts';
import resiliencePlugin from './resilience-plugin.ts';

afterEach(() => vi.unstubAllGlobals());

type Hook<K extends keyof ReturnType<typeof resiliencePlugin>> = NonNullable<
  ReturnType<typeof resiliencePlugin>[K]
>;
const call = <K extends keyof ReturnType<typeof resiliencePlugin>>(
  plugin: ReturnType<typeof resiliencePlugin>,
  hook: K,
  args: unknown,
) =>
  (plugin[hook] as (...a: unknown[]) => unknown)(...(Array.isArray(args) ? args : [args])) as ReturnType<
    Hook<K> extends (...a: never[]) => infer R ? () => R : never
  >;

describe('the resilience runtime plugin', () => {
  it('retries a failed manifest fetch once', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const response = (await call(resiliencePlugin(), 'fetch', ['/m.json', {}])) as Response;
    expect(response.ok).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    await expect(call(resiliencePlugin(), 'fetch', ['/m.json', {}])).rejects.toThrow('HTTP 503');
  });

  it('checks a published release’s manifest and entry script against the digests the page gave', async () => {
    const entry = 'https://releases.example/mf-catalogue/2.0.0/remoteEntry.js';
    const manifest = 'https://releases.example/mf-catalogue/2.0.0/mf-manifest.json';
    startShellRuntime({
      remoteModules: { load: async () => undefined, reset: () => undefined, keepsFailures: true },
      integrity: new Map([
        [entry, 'sha384-entry'],
        [manifest, 'sha384-manifest'],
      ]),
    });
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    await call(resiliencePlugin(), 'fetch', [manifest, {}]);
    expect(fetch).toHaveBeenCalledWith(manifest, expect.objectContaining({ integrity: 'sha384-manifest' }));
    const { script } = call(resiliencePlugin(), 'createScript', { url: entry }) as {
      script: HTMLScriptElement;
    };
    expect(script).toMatchObject({ src: entry, integrity: 'sha384-entry', crossOrigin: 'anonymous' });
    expect(
      call(resiliencePlugin(), 'createScript', { url: '/remotes/mf-content/1.0.0/remoteEntry.js' }),
    ).toEqual({
      timeout: 8000,
    });
  });

  it('sets a short script timeout', () => {
    expect(call(resiliencePlugin(), 'createScript', { url: '/remoteEntry.js' })).toEqual({ timeout: 8000 });
  });

  it('retries an entry script once, after forgetting the failed load', async () => {
    const plugin = resiliencePlugin();
    const entry = { get: vi.fn(), init: vi.fn() };
    const getRemoteEntry = vi.fn(async () => entry);
    const globalLoading: Record<string, unknown> = { key: Promise.resolve() };
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mf_content' },
      globalLoading,
      uniqueKey: 'key',
    };
    await expect(call(plugin, 'loadEntryError', args)).resolves.toBe(entry);
    expect(globalLoading).not.toHaveProperty('key');
    await expect(call(plugin, 'loadEntryError', args)).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledOnce();
  });

  it('answers a module that says "unavailable" at onLoad, and nothing at afterResolve (where it would be taken as a manifest)', async () => {
    const plugin = resiliencePlugin();
    const error = new Error('Failed to get manifest');
    await expect(
      call(plugin, 'errorLoadRemote', {
        id: 'mf_content/about',
        error,
        lifecycle: 'afterResolve',
        from: 'runtime',
      }),
    ).resolves.toBeUndefined();
    const fallback = await call(plugin, 'errorLoadRemote', {
      id: 'mf_content/about',
      error,
      lifecycle: 'onLoad',
      from: 'runtime',
    });
    expect(isRemoteFailure(fallback)).toBe(true);
    expect((fallback as { [REMOTE_FAILURE]: unknown })[REMOTE_FAILURE]).toEqual({
      id: 'mf_content/about',
      reason: 'Failed to get manifest',
    });
  });
});
