import { describe, expect, it } from 'vitest';
import { buildsSignature } from './builds-signature.ts';

describe('the builds signature', () => {
  it('is empty when every remote is on stable', () => {
    expect(
      buildsSignature([
        { remote: 'mf_content', channel: 'stable' },
        { remote: 'mf_catalogue', channel: 'stable', rolloutId: 'catalogue-1.1.0' },
      ]),
    ).toBe('');
  });

  it('names the remotes on a canary with their rollout, sorted by remote', () => {
    expect(
      buildsSignature([
        { remote: 'mf_content', channel: 'canary', rolloutId: 'content-2.0.0' },
        { remote: 'mf_cart_quote', channel: 'stable', rolloutId: 'cart-1.0.1' },
        { remote: 'mf_catalogue', channel: 'canary', rolloutId: 'catalogue-1.1.0' },
      ]),
    ).toBe('mf_catalogue:canary:catalogue-1.1.0,mf_content:canary:content-2.0.0');
  });
});
