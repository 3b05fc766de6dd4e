import { describe, expect, it } from 'vitest';
import { assignChannel, bucketOf, parseOverrides } from './channel-assignment.ts';

const canary = (percent: number, rolloutId = 'cat-1.1.0') => ({
  version: '1.1.0',
  entry: '/remotes/mf-catalogue/1.1.0/mf-manifest.json',
  percent,
  rolloutId,
});

describe('channel assignment', () => {
  it('sends everyone to stable when there is no canary', () => {
    expect(assignChannel({ canary: undefined, bucketId: 'v1' })).toEqual({
      channel: 'stable',
      reason: 'no-canary',
    });
  });

  it('sends everyone to stable at percent 0, even visitors whose bucket was in the canary (kill switch)', () => {
    const inCanary = Array.from({ length: 1000 }, (_, i) => `v${i}`).find(
      (id) => bucketOf(id, 'cat-1.1.0') < 50,
    )!;
    expect(assignChannel({ canary: canary(0), bucketId: inCanary })).toEqual({
      channel: 'stable',
      reason: 'kill-switch',
    });
  });

  it('sends everyone to the canary at percent 100', () => {
    for (let i = 0; i < 200; i++) {
      expect(assignChannel({ canary: canary(100), bucketId: `visitor-${i}` }).channel).toBe('canary');
    }
  });

  it('sends a visitor without a bucket id to stable, unless the canary is everyone’s', () => {
    for (const percent of [1, 50, 99.99])
      expect(assignChannel({ canary: canary(percent), bucketId: undefined })).toEqual({
        channel: 'stable',
        reason: 'no-bucket-id',
      });
    expect(assignChannel({ canary: canary(100), bucketId: undefined })).toEqual({
      channel: 'canary',
      reason: 'no-bucket-id',
    });
  });

  it('honours an explicit override, but only among the listed entries', () => {
    expect(assignChannel({ canary: canary(0), override: 'canary', bucketId: 'v' })).toEqual({
      channel: 'canary',
      reason: 'override',
    });
    expect(assignChannel({ canary: canary(100), override: 'stable', bucketId: 'v' })).toEqual({
      channel: 'stable',
      reason: 'override',
    });
    expect(assignChannel({ canary: undefined, override: 'canary', bucketId: 'v' })).toEqual({
      channel: 'stable',
      reason: 'override',
    });
  });

  it('keeps a visitor on the same channel while a rollout grows, and draws again for a new rollout', () => {
    const visitors = Array.from({ length: 1000 }, (_, i) => `v${i}`);
    const atTen = visitors.filter(
      (id) => assignChannel({ canary: canary(10), bucketId: id }).channel === 'canary',
    );
    for (const id of atTen)
      expect(assignChannel({ canary: canary(50), bucketId: id }).channel).toBe('canary');
    const redrawn = visitors.filter(
      (id) => assignChannel({ canary: canary(10, 'cat-1.2.0'), bucketId: id }).channel === 'canary',
    );
    expect(redrawn).not.toEqual(atTen);
  });

  it('never tries again a canary that failed in this session', () => {
    const inputs = {
      canary: canary(100),
      override: 'canary' as const,
      failedRolloutId: 'cat-1.1.0',
      bucketId: 'v',
    };
    expect(assignChannel(inputs)).toEqual({ channel: 'stable', reason: 'failed-this-session' });
  });

  it('puts 10 % ± 1.5 % of 10,000 random visitors in a 10 % canary', () => {
    let inCanary = 0;
    for (let i = 0; i < 10_000; i++) {
      if (assignChannel({ canary: canary(10), bucketId: crypto.randomUUID() }).channel === 'canary')
        inCanary++;
    }
    expect(inCanary / 10_000).toBeGreaterThanOrEqual(0.085);
    expect(inCanary / 10_000).toBeLessThanOrEqual(0.115);
  });

  it('places a visitor in the same bucket every time', () => {
    expect(bucketOf('visitor', 'r1')).toBe(bucketOf('visitor', 'r1'));
    expect(bucketOf('visitor', 'r1')).toBeGreaterThanOrEqual(0);
    expect(bucketOf('visitor', 'r1')).toBeLessThan(100);
  });
});

describe('?mf= overrides', () => {
  it('reads remote:channel pairs by short or container name', () => {
    expect(parseOverrides('?mf=catalogue:canary&mf=content:stable,cart-quote:canary')).toEqual({
      mf_catalogue: 'canary',
      mf_content: 'stable',
      mf_cart_quote: 'canary',
    });
  });

  it('ignores anything that is not a known remote and channel (no URLs from the address bar)', () => {
    expect(parseOverrides('?mf=catalogue:https://evil.example/x.js&mf=shop:canary&mf=catalogue')).toEqual({});
  });

  it('ignores a name every object answers to', () => {
    expect(parseOverrides('?mf=constructor:canary&mf=__proto__:canary,toString:stable')).toEqual({});
  });
});
