import { describe, expect, it } from 'vitest';
import type { RemoteChannels } from '../federation/remotes-manifest.ts';
import {
  killCanary,
  nextRampStep,
  promoteCanary,
  rollBack,
  RolloutRefused,
  setPercent,
  startCanary,
  type RolloutHistoryEntry,
} from './rollout-plan.ts';

const build = (version: string) => ({ version, entry: `/remotes/mf-content/${version}/mf-manifest.json` });
const now = new Date('2026-11-20T10:00:00Z');
const onlyStable: RemoteChannels = { stable: build('1.0.0') };

const entry = (
  action: RolloutHistoryEntry['action'],
  before: string,
  after: string,
): RolloutHistoryEntry => ({
  at: now.toISOString(),
  remote: 'mf_content',
  action,
  by: 'operator',
  before: { stable: build(before) },
  after: { stable: build(after) },
});

describe('rollout plan', () => {
  it('starts a canary at 10 %, or at the first ramp step, with a rollout id a cookie can carry', () => {
    const started = startCanary(onlyStable, { build: build('1.1.0'), ramp: false, now });
    expect(started.stable).toEqual(onlyStable.stable);
    expect(started.canary).toMatchObject({ version: '1.1.0', percent: 10, since: now.toISOString() });
    expect(started.canary?.rolloutId).toMatch(/^[\w.]+$/);
    expect(started.canary?.ramp).toBeUndefined();
    const ramped = startCanary(onlyStable, { build: build('1.1.0'), ramp: true, now });
    expect(ramped.canary).toMatchObject({ percent: 5, ramp: true });
  });

  it('refuses the stable version, a second canary, a ramp off its steps and a percent out of range', () => {
    const start = (channels: RemoteChannels, version: string, percent?: number, ramp = false) =>
      startCanary(channels, { build: build(version), percent, ramp, now });
    expect(() => start(onlyStable, '1.0.0')).toThrow(RolloutRefused);
    const running = start(onlyStable, '1.1.0');
    expect(() => start(running, '1.2.0')).toThrow(/already on canary/);
    expect(start(killCanary(running, now), '1.2.0').canary?.version).toBe('1.2.0');
    expect(() => start(onlyStable, '1.1.0', 30, true)).toThrow(/ramp starts/);
    expect(() => start(onlyStable, '1.1.0', 101)).toThrow(/0 to 100/);
    expect(() => setPercent(running, 2.5, now)).toThrow(/whole number/);
  });

  it('sets the percent by hand (which ends a ramp), kills, and promotes', () => {
    const ramped = startCanary(onlyStable, { build: build('1.1.0'), ramp: true, now });
    const later = new Date('2026-11-20T11:00:00Z');
    const set = setPercent(ramped, 40, later);
    expect(set.canary).toMatchObject({ percent: 40, percentSince: later.toISOString() });
    expect(set.canary?.ramp).toBeUndefined();
    expect(killCanary(set, later).canary?.percent).toBe(0);
    expect(promoteCanary(set)).toEqual({ stable: build('1.1.0') });
    expect(() => promoteCanary(onlyStable)).toThrow(/no canary/);
  });

  it('ramps 5 → 25 → 50 → 100 %, then promotes', () => {
    let channels = startCanary(onlyStable, { build: build('1.1.0'), ramp: true, now });
    const seen = [];
    while (channels.canary) {
      seen.push(channels.canary.percent);
      channels = nextRampStep(channels, now);
    }
    expect(seen).toEqual([5, 25, 50, 100]);
    expect(channels).toEqual({ stable: build('1.1.0') });
  });

  it('rolls back to the stable before the current one, and one further back each time', () => {
    const history = [entry('promote', '1.0.0', '1.1.0'), entry('promote', '1.1.0', '1.2.0')];
    const once = rollBack({ stable: build('1.2.0') }, history);
    expect(once).toEqual({ stable: build('1.1.0') });
    const twice = rollBack(once, [...history, entry('rollback', '1.2.0', '1.1.0')]);
    expect(twice).toEqual({ stable: build('1.0.0') });
    expect(() => rollBack(twice, history)).toThrow(/no stable version before 1.0.0/);
  });
});
