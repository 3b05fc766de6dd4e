import { describe, expect, it } from 'vitest';
import type { RemoteBuild, RemoteChannels } from '../federation/remotes-manifest.ts';
import { publishedBuild } from '../testing/published-build.ts';
import { RolloutsInMemory } from '../testing/rollouts-in-memory.ts';
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

// A build published to a release store runs on every instance only with its pin (docs/decisions/024).
describe('a published release through a rollout', () => {
  const published = publishedBuild('mf-content', '1.1.0');
  /** Starts `next` as the content remote's canary, then promotes it. */
  const startAndPromote = (rollouts: RolloutsInMemory, next: RemoteBuild) => {
    rollouts.change(
      'mf_content',
      'start',
      (channels) => startCanary(channels, { build: next, ramp: false, now }),
      now,
    );
    rollouts.change('mf_content', 'promote', promoteCanary, now);
  };
  const later = new Date('2026-11-20T11:00:00Z');
  const started = startCanary(onlyStable, { build: published, percent: 20, ramp: false, now });

  it('keeps its pin when started, set to a percent, killed and resumed', () => {
    expect(started.canary).toMatchObject(published);
    const set = setPercent(started, 60, later);
    expect(set.canary).toMatchObject({ ...published, percent: 60 });
    const killed = killCanary(set, later);
    expect(killed.canary).toMatchObject({ ...published, percent: 0 });
    expect(setPercent(killed, 30, later).canary).toMatchObject({ ...published, percent: 30 });
  });

  it('keeps its pin at every step of a ramp, and is promoted with it', () => {
    let channels = startCanary(onlyStable, { build: published, ramp: true, now });
    while (channels.canary) {
      expect(channels.canary).toMatchObject(published);
      channels = nextRampStep(channels, later);
    }
    expect(channels).toStrictEqual({ stable: published });
  });

  it('is promoted as exactly its build: version, entry and pin, nothing of the canary', () => {
    expect(promoteCanary(started)).toStrictEqual({ stable: published });
    expect(promoteCanary(startCanary(onlyStable, { build: build('1.1.0'), ramp: false, now }))).toStrictEqual(
      {
        stable: build('1.1.0'),
      },
    );
  });

  it('is rolled back to with its pin, as the history recorded it', () => {
    const rollouts = new RolloutsInMemory();
    startAndPromote(rollouts, published);
    startAndPromote(rollouts, build('1.2.0'));
    expect(rollouts.change('mf_content', 'rollback', rollBack, now)).toStrictEqual({ stable: published });
    expect(rollouts.history.at(-1)?.after).toStrictEqual({ stable: published });
  });

  it('rolls back to the build that was stable, when the same version was published to two stores', () => {
    const elsewhere = publishedBuild('mf-content', '1.1.0', 'https://cdn.example.net/mf/');
    const rollouts = new RolloutsInMemory();
    const promote = (next: RemoteBuild) => startAndPromote(rollouts, next);
    promote(published);
    promote(build('1.2.0'));
    promote(elsewhere);
    promote(build('1.3.0'));
    const rollBackOnce = () => rollouts.change('mf_content', 'rollback', rollBack, now).stable;
    expect([rollBackOnce(), rollBackOnce(), rollBackOnce(), rollBackOnce()]).toStrictEqual([
      elsewhere,
      build('1.2.0'),
      published,
      build('1.0.0'),
    ]);
  });
});
