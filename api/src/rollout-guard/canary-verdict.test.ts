import type { CanaryBuild } from '@rental/shared/federation/remotes-manifest.ts';
import { describe, expect, it } from 'vitest';
import { judgeCanary, type ChannelFigures, type GuardSettings } from './canary-verdict.ts';

const WINDOW = 900_000;
const NOW = new Date('2030-03-04T10:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

const settings: GuardSettings = {
  intervalMs: 60_000,
  windowMs: WINDOW,
  minViews: 100,
  maxFailureDelta: 0.02,
  maxVitalsRatio: 1.25,
};

const canary = (overrides: Partial<CanaryBuild> = {}): CanaryBuild => ({
  version: '1.1.0',
  entry: '/remotes/mf-catalogue/1.1.0/mf-manifest.json',
  percent: 25,
  rolloutId: '1.1.0.abc',
  since: ago(3 * WINDOW),
  percentSince: ago(2 * WINDOW),
  ...overrides,
});

const figures = (overrides: Partial<ChannelFigures> = {}): ChannelFigures => ({
  views: 200,
  failures: 0,
  lcpP75: 1000,
  inpP75: 200,
  ...overrides,
});

const judge = (input: {
  canary?: CanaryBuild;
  canaryFigures?: ChannelFigures;
  stableFigures?: ChannelFigures;
}) =>
  judgeCanary({
    canary: input.canary ?? canary(),
    canaryFigures: input.canaryFigures ?? figures(),
    stableFigures: input.stableFigures ?? figures(),
    settings,
    now: NOW,
  });

describe('the verdict on a canary against stable', () => {
  it('waits while either channel has too few page views, however bad the canary looks', () => {
    const failing = figures({ views: 99, failures: 99 });
    expect(judge({ canaryFigures: failing })).toEqual({
      action: 'wait',
      reason: expect.stringMatching(/too few page views \(canary 99 of 100\)/),
    });
    expect(
      judge({ canaryFigures: figures({ failures: 200 }), stableFigures: figures({ views: 10 }) }),
    ).toEqual({
      action: 'wait',
      reason: expect.stringMatching(/stable 10 of 100/),
    });
  });

  it('kills a canary with more failures per page view than stable by over the delta, naming both rates', () => {
    const verdict = judge({
      canaryFigures: figures({ views: 200, failures: 10 }),
      stableFigures: figures({ views: 200, failures: 2 }),
    });
    expect(verdict.action).toBe('kill');
    expect(verdict.reason).toContain('0.050');
    expect(verdict.reason).toContain('0.010');
  });

  it('does not kill a canary exactly at the delta, and kills it just past', () => {
    const stableFigures = figures({ views: 100, failures: 0 });
    expect(judge({ canaryFigures: figures({ views: 100, failures: 2 }), stableFigures }).action).toBe('wait');
    expect(judge({ canaryFigures: figures({ views: 100, failures: 3 }), stableFigures }).action).toBe('kill');
  });

  it('kills a canary whose p75 LCP is 1.3 times stable’s, not one at 1.2 times', () => {
    const killed = judge({
      canaryFigures: figures({ lcpP75: 1300 }),
      stableFigures: figures({ lcpP75: 1000 }),
    });
    expect(killed).toEqual({
      action: 'kill',
      reason: expect.stringMatching(/LCP 1300 ms .* 1000 ms \(1\.30×/),
    });
    expect(
      judge({ canaryFigures: figures({ lcpP75: 1200 }), stableFigures: figures({ lcpP75: 1000 }) }).action,
    ).toBe('wait');
  });

  it('kills a canary whose p75 INP is 1.3 times stable’s, not one at 1.2 times', () => {
    const killed = judge({
      canaryFigures: figures({ inpP75: 260 }),
      stableFigures: figures({ inpP75: 200 }),
    });
    expect(killed).toEqual({
      action: 'kill',
      reason: expect.stringMatching(/INP 260 ms .* 200 ms \(1\.30×/),
    });
    expect(
      judge({ canaryFigures: figures({ inpP75: 240 }), stableFigures: figures({ inpP75: 200 }) }).action,
    ).toBe('wait');
  });

  it('judges no vital that a channel has no figure for', () => {
    expect(
      judge({
        canaryFigures: figures({ lcpP75: 5000, inpP75: 900 }),
        stableFigures: figures({ lcpP75: null, inpP75: null }),
      }).action,
    ).toBe('wait');
  });

  it('steps a healthy ramping canary only once it has had a whole window at its percent', () => {
    const early = judge({ canary: canary({ ramp: true, percentSince: ago(WINDOW - 1) }) });
    expect(early).toEqual({
      action: 'wait',
      reason: expect.stringMatching(/not yet a whole window at 25 %/),
    });
    expect(judge({ canary: canary({ ramp: true, percentSince: ago(WINDOW) }) }).action).toBe('step');
  });

  it('leaves a healthy canary that is not ramping where it is, however long it has run', () => {
    const verdict = judge({ canary: canary({ since: ago(100 * WINDOW), percentSince: ago(100 * WINDOW) }) });
    expect(verdict).toEqual({ action: 'wait', reason: expect.stringMatching(/^healthy/) });
  });
});
