import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_FAILURE } from '@rental/shared/seams/global-slots.ts';
import { startShellRuntime } from '@rental/shared/seams/shell-runtime.ts';
import { isRemoteFailure } from './remote-failure.ts';
import resiliencePlugin from './resilience-plugin.ts';

const remoteModules = { load: async () => undefined, reset: () => undefined, keepsFailures: true };

beforeEach(() => startShellRuntime({ remoteModules }));
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

  describe('on a page the server rendered', () => {
    const base = 'https://releases.example/mf-catalogue/2.0.0/';
    beforeEach(() =>
      startShellRuntime({
        remoteModules,
        integrity: new Map([
          [`${base}remoteEntry.js`, 'sha384-entry'],
          [`${base}mf-manifest.json`, 'sha384-manifest'],
          [`${base}list.css`, 'sha384-style'],
        ]),
      }),
    );

    it('has the browser check the manifest and the entry script against the digests the page gave', async () => {
      const fetch = vi.fn(async () => new Response('{}'));
      vi.stubGlobal('fetch', fetch);
      await call(resiliencePlugin(), 'fetch', [`${base}mf-manifest.json`, {}]);
      expect(fetch).toHaveBeenCalledWith(
        `${base}mf-manifest.json`,
        expect.objectContaining({ integrity: 'sha384-manifest' }),
      );
      const { script } = call(resiliencePlugin(), 'createScript', { url: `${base}remoteEntry.js` }) as {
        script: HTMLScriptElement;
      };
      expect(script).toMatchObject({
        src: `${base}remoteEntry.js`,
        integrity: 'sha384-entry',
        crossOrigin: 'anonymous',
      });
    });

    it('has it check a stylesheet the runtime adds for a module, as the page’s own links are', () => {
      const link = call(resiliencePlugin(), 'createLink', {
        url: `${base}list.css`,
        attrs: { rel: 'stylesheet', type: 'text/css' },
      }) as HTMLLinkElement;
      expect(link).toMatchObject({
        href: `${base}list.css`,
        rel: 'stylesheet',
        integrity: 'sha384-style',
        crossOrigin: 'anonymous',
      });
    });

    it('loads no file the page gives no digest for: not its manifest, script or stylesheet', async () => {
      const fetch = vi.fn(async () => new Response('{}'));
      vi.stubGlobal('fetch', fetch);
      const unpinned = '/remotes/mf-catalogue/1.0.0/';
      await expect(call(resiliencePlugin(), 'fetch', [`${unpinned}mf-manifest.json`, {}])).rejects.toThrow(
        'no digest',
      );
      expect(fetch).not.toHaveBeenCalled();
      expect(() => call(resiliencePlugin(), 'createScript', { url: `${unpinned}remoteEntry.js` })).toThrow(
        'no digest',
      );
      expect(() =>
        call(resiliencePlugin(), 'createLink', { url: `${unpinned}list.css`, attrs: { rel: 'stylesheet' } }),
      ).toThrow('no digest');
    });
  });

  it('checks nothing without a server (npm run dev), and gives a script a short timeout', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    await call(resiliencePlugin(), 'fetch', ['/m.json', {}]);
    expect(fetch).toHaveBeenCalledWith(
      '/m.json',
      expect.not.objectContaining({ integrity: expect.anything() }),
    );
    expect(call(resiliencePlugin(), 'createScript', { url: '/remoteEntry.js' })).toEqual({ timeout: 8000 });
    expect(
      call(resiliencePlugin(), 'createLink', { url: '/a.css', attrs: { rel: 'stylesheet' } }),
    ).toBeUndefined();
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
