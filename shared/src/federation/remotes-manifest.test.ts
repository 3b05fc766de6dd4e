import { describe, expect, it } from 'vitest';
import { allStableRemotes, stableOnly } from '../testing/stable-remotes.ts';
import { isRemotesManifest } from './remotes-manifest.ts';

const valid = allStableRemotes();

describe('remotes.json schema', () => {
  it('accepts stable entries and a canary with a percentage', () => {
    expect(isRemotesManifest(valid)).toBe(true);
    const canary = {
      version: '1.1.0',
      entry: 'https://cdn.example.com/mf-catalogue/1.1.0/mf-manifest.json',
      percent: 10,
      rolloutId: 'cat-1.1.0',
    };
    expect(isRemotesManifest({ ...valid, mf_catalogue: { ...valid.mf_catalogue, canary } })).toBe(true);
  });

  it.each([
    ['a missing remote', { mf_catalogue: valid.mf_catalogue, mf_cart_quote: valid.mf_cart_quote }],
    ['an unknown remote', { ...valid, mf_extra: stableOnly('x') }],
    [
      'a script URL scheme',
      { ...valid, mf_content: { stable: { version: '1', entry: 'javascript:alert(1)' } } },
    ],
    [
      'a percentage above 100',
      {
        ...valid,
        mf_content: {
          ...valid.mf_content,
          canary: { version: '2', entry: '/x/mf-manifest.json', percent: 120, rolloutId: 'r' },
        },
      },
    ],
    ['not an object', 'remotes'],
  ])('refuses %s', (_label, value) => {
    expect(isRemotesManifest(value)).toBe(false);
  });
});

describe('remotes.json field limits', () => {
  const withCatalogue = (catalogue: unknown) => ({ ...valid, mf_catalogue: catalogue });

  it.each([
    ['an empty version', { stable: { version: '', entry: '/a/mf-manifest.json' } }],
    ['a version of 65 characters', { stable: { version: 'v'.repeat(65), entry: '/a/mf-manifest.json' } }],
    ['an entry of 2,049 characters', { stable: { version: '1', entry: `/${'a'.repeat(2048)}` } }],
    ['a relative entry', { stable: { version: '1', entry: 'mf-manifest.json' } }],
    ['no stable build', {}],
    [
      'a canary without a rollout id',
      { ...stableOnly('mf-catalogue'), canary: { version: '2', entry: '/b/mf-manifest.json', percent: 5 } },
    ],
    [
      'a negative percentage',
      {
        ...stableOnly('mf-catalogue'),
        canary: { version: '2', entry: '/b/mf-manifest.json', percent: -1, rolloutId: 'r' },
      },
    ],
  ])('refuses %s', (_label, catalogue) => {
    expect(isRemotesManifest(withCatalogue(catalogue))).toBe(false);
  });
});
