import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtInRemotes } from '../env.ts';
import { loadRemotesManifest } from './remotes-config.ts';

const served = {
  mf_catalogue: { stable: { version: '1.2.0', entry: '/remotes/mf-catalogue/1.2.0/mf-manifest.json' } },
  mf_cart_quote: { stable: { version: '1.0.0', entry: '/remotes/mf-cart-quote/1.0.0/mf-manifest.json' } },
  mf_content: { stable: { version: '1.0.0', entry: '/remotes/mf-content/1.0.0/mf-manifest.json' } },
};

afterEach(() => vi.unstubAllGlobals());

describe('remotes.json', () => {
  it('is read without the HTTP cache and used when valid', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(served)));
    vi.stubGlobal('fetch', fetch);
    await expect(loadRemotesManifest()).resolves.toEqual(served);
    expect(fetch).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it.each([
    [
      'unreachable',
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ],
    ['missing', async () => new Response('not found', { status: 404 })],
    ['not JSON', async () => new Response('<html>')],
    ['not matching the schema', async () => new Response(JSON.stringify({ mf_catalogue: {} }))],
  ])('falls back to the built-in copy when it is %s', async (_label, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadRemotesManifest()).resolves.toEqual(builtInRemotes);
    expect(warn).toHaveBeenCalledOnce();
  });
});
