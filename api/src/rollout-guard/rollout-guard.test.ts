import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { HealthEvent } from '@rental/shared/contracts';
import { RemotesConfigFile } from '@rental/shared/rollouts/remotes-config-store.ts';
import { setPercent, startCanary } from '@rental/shared/rollouts/rollout-plan.ts';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { healthViews, outboxEmails, rolloutEvents } from '../db/schema.ts';
import { recordBeacon } from '../health-figures/beacon-recording.ts';
import { readHealthFigures } from '../health-figures/health-figures-reading.ts';
import { pruneHealth } from '../health-figures/health-pruning.ts';
import { VIEW_TOKEN_LIFETIME_MS } from '../health-figures/view-token.ts';
import { composeOutboxEmail } from '../features/mail/compose-outbox-email.ts';
import type { GuardSettings } from './canary-verdict.ts';
import { guardRollouts, type GuardLog } from './rollout-guard.ts';
import { startRolloutGuard } from './start-rollout-guard.ts';
import { mailSettings } from '../features/mail/testing/mail-test-kit.ts';
import { databaseKinds, describeOn, openTestDatabase } from '../testing/test-app.ts';
import type { RemoteBuild } from '@rental/shared/federation/remotes-manifest.ts';
import { publishedBuild } from '@rental/shared/testing/published-build.ts';
import { allStableRemotes } from '@rental/shared/testing/stable-remotes.ts';

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;
const settings: GuardSettings = {
  intervalMs: MINUTE,
  windowMs: WINDOW,
  minViews: 20,
  maxFailureDelta: 0.02,
  maxVitalsRatio: 1.25,
};

const manifest = allStableRemotes();
const build = (version: string) => ({ version, entry: `/remotes/mf-catalogue/${version}/mf-manifest.json` });

type Reported = Omit<HealthEvent, 'remote' | 'version' | 'channel'>;

const quietLog: GuardLog = { info: () => undefined, warn: () => undefined };

for (const kind of databaseKinds()) {
  describeOn(kind)(`the rollout guard on real figures [${kind}]`, () => {
    let database: DatabaseHandle;
    let file: string;
    let store: RemotesConfigFile;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await database?.close();
    });
    beforeEach(() => {
      file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rollout-guard-')), 'remotes.json');
      fs.writeFileSync(file, JSON.stringify(manifest));
      store = new RemotesConfigFile(file);
    });
    afterEach(() => {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    });

    const startBuild = (started: RemoteBuild, options: { percent?: number; ramp: boolean }, now: Date) =>
      store.change(
        {
          remote: 'mf_catalogue',
          action: 'start',
          by: 'operator',
          apply: (channels) => startCanary(channels, { build: started, ...options, now }),
        },
        now,
      );
    const start = (version: string, options: { percent?: number; ramp: boolean }, now: Date) =>
      startBuild(build(version), options, now);

    /** Page views of mf_catalogue, each from its own visitor so that no client reaches its share. */
    const views = async (
      count: number,
      build: { version: string; channel: 'stable' | 'canary' },
      at: Date,
      extra: (index: number) => Reported[] = () => [],
    ) => {
      for (let index = 0; index < count; index++) {
        const reported: Reported[] = [{ kind: 'view' }, ...extra(index)];
        const events: HealthEvent[] = reported.map((event) => ({
          remote: 'mf_catalogue',
          ...build,
          ...event,
        }));
        await recordBeacon(database.db, {
          viewId: randomUUID(),
          clientKey: randomUUID(),
          events,
          now: at,
          maxViewsPerClient: 20,
          maxFailuresPerClient: 2,
          windowMs: WINDOW,
          periodMs: MINUTE,
        });
      }
    };
    const guard = (now: Date) => guardRollouts({ db: database.db, store, settings, now, log: quietLog });
    const catalogue = async () => (await store.read()).mf_catalogue;

    it('tells each decision of a pass it runs, waits included, for the metrics', async () => {
      await start('1.1.0', { percent: 50, ramp: false }, new Date());
      const decisions: [string, string][] = [];
      const running = startRolloutGuard({
        db: database.db,
        remotesConfig: file,
        settings,
        log: { ...quietLog, error: () => undefined },
        onDecision: (remote, kind) => decisions.push([remote, kind]),
      });
      await running.passNow();
      await running.stop();
      expect(decisions).toEqual([['mf_catalogue', 'wait']]);
    });

    it('kills a failing canary: percent 0, the history says why, and the operators get an e-mail', async () => {
      const started = new Date('2030-01-07T10:00:00Z');
      await start('1.1.0', { percent: 50, ramp: false }, started);
      const fed = new Date(started.getTime() + MINUTE);
      await views(30, { version: '1.0.0', channel: 'stable' }, fed);
      await views(30, { version: '1.1.0', channel: 'canary' }, fed, (index) =>
        index % 10 === 0 ? [{ kind: 'load-failure' }] : [],
      );

      const now = new Date(started.getTime() + 5 * MINUTE);
      const [outcome, ...others] = await guard(now);
      expect(others).toEqual([]);
      expect(outcome).toMatchObject({ remote: 'mf_catalogue', version: '1.1.0', action: 'kill' });
      expect(outcome?.reason).toMatch(/0\.100 against stable's 0\.000/);

      expect((await catalogue()).canary).toMatchObject({ version: '1.1.0', percent: 0 });
      expect((await catalogue()).stable).toEqual(manifest.mf_catalogue.stable);
      const last = (await store.history()).at(-1)!;
      expect(last).toMatchObject({
        remote: 'mf_catalogue',
        by: 'guard',
        action: 'kill',
        reason: outcome?.reason,
      });
      expect(last.before.canary?.percent).toBe(50);

      const events = await database.db.select().from(rolloutEvents).where(eq(rolloutEvents.version, '1.1.0'));
      expect(events).toEqual([
        {
          id: expect.any(Number),
          at: now,
          remote: 'mf_catalogue',
          action: 'kill',
          version: '1.1.0',
          reason: outcome?.reason,
        },
      ]);
      const rows = await database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.rolloutEventId, events[0]!.id));
      expect(rows).toMatchObject([{ kind: 'rollout-guard', status: 'pending' }]);
      const email = await composeOutboxEmail(database.db, rows[0]!, mailSettings);
      expect(email?.subject).toContain('mf_catalogue');
      expect(email?.subject).toContain('1.1.0');
      expect(email?.to).toEqual(mailSettings.to);
      expect(email?.text).toContain(outcome!.reason);

      // A killed canary has no visitors: the next pass neither judges it again nor mails again.
      expect(await guard(new Date(now.getTime() + MINUTE))).toEqual([]);
      expect(
        await database.db.select().from(rolloutEvents).where(eq(rolloutEvents.version, '1.1.0')),
      ).toHaveLength(1);
    });

    it('leaves alone a rollout an operator changed while it judged it, and records no kill', async () => {
      const started = new Date('2030-01-08T10:00:00Z');
      await start('1.1.1', { percent: 50, ramp: false }, started);
      const fed = new Date(started.getTime() + MINUTE);
      await views(30, { version: '1.0.0', channel: 'stable' }, fed);
      await views(30, { version: '1.1.1', channel: 'canary' }, fed, () => [{ kind: 'region-error' }]);
      // The guard reads the rollout at 50 %; before it writes, an operator has set it to 25 %.
      const judged = await store.read();
      const now = new Date(started.getTime() + 5 * MINUTE);
      await store.change(
        {
          remote: 'mf_catalogue',
          action: 'percent',
          by: 'operator',
          apply: (channels) => setPercent(channels, 25, now),
        },
        now,
      );
      const staleStore = new Proxy(store, {
        get: (target, property) => {
          if (property === 'read') return async () => judged;
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      const warnings: string[] = [];
      const outcomes = await guardRollouts({
        db: database.db,
        store: staleStore,
        settings,
        now,
        log: { info: () => undefined, warn: (_details, message) => warnings.push(message) },
      });

      expect(outcomes).toEqual([]);
      expect(warnings).toEqual(['rollout guard left the rollout alone']);
      expect((await catalogue()).canary).toMatchObject({ version: '1.1.1', percent: 25 });
      expect((await store.history()).at(-1)).toMatchObject({ action: 'percent', by: 'operator' });
      expect(
        await database.db.select().from(rolloutEvents).where(eq(rolloutEvents.version, '1.1.1')),
      ).toEqual([]);
    });

    it('ramps a healthy canary 5 → 25 → 50 → 100 %, a window at each step, then promotes it', async () => {
      const t0 = new Date('2030-01-08T10:00:00Z').getTime();
      const at = (minutes: number) => new Date(t0 + minutes * MINUTE);
      await start('1.2.0', { ramp: true }, at(0));
      expect((await catalogue()).canary).toMatchObject({ version: '1.2.0', percent: 5, ramp: true });

      const healthyPass = async (fedAt: number, stableViews: number) => {
        await views(stableViews, { version: '1.0.0', channel: 'stable' }, at(fedAt), () => [
          { kind: 'lcp', value: 1000 },
        ]);
        await views(24, { version: '1.2.0', channel: 'canary' }, at(fedAt), () => [
          { kind: 'lcp', value: 1050 },
        ]);
      };

      await healthyPass(1, 30);
      expect(await guard(at(15))).toMatchObject([{ action: 'ramp', version: '1.2.0' }]);
      expect((await catalogue()).canary).toMatchObject({ percent: 25, percentSince: at(15).toISOString() });

      await healthyPass(16, 30);
      const early = await guard(at(20));
      expect(early).toMatchObject([
        { action: 'wait', reason: expect.stringMatching(/not yet a whole window at 25 %/) },
      ]);
      expect((await catalogue()).canary?.percent).toBe(25);
      expect(await guard(at(30))).toMatchObject([{ action: 'ramp' }]);
      expect((await catalogue()).canary?.percent).toBe(50);

      await healthyPass(31, 30);
      expect(await guard(at(45))).toMatchObject([{ action: 'ramp' }]);
      expect((await catalogue()).canary?.percent).toBe(100);

      // At 100 % nobody is on stable: only the canary has fresh views, stable is judged on the window before.
      await healthyPass(46, 0);
      expect(await guard(at(60))).toMatchObject([{ action: 'promote', version: '1.2.0' }]);
      expect(await catalogue()).toEqual({ stable: build('1.2.0') });
      expect((await store.history()).map(({ action, by }) => `${action} by ${by}`)).toEqual([
        'start by operator',
        'ramp by guard',
        'ramp by guard',
        'ramp by guard',
        'promote by guard',
      ]);
      expect(await guard(at(75))).toEqual([]);
    });

    it('kills a canary at 100 % that is slower than stable was in the window before it took everyone', async () => {
      const t0 = new Date('2030-01-09T10:00:00Z').getTime();
      const at = (minutes: number) => new Date(t0 + minutes * MINUTE);
      await start('1.3.0', { percent: 50, ramp: true }, at(0));
      await views(30, { version: '1.0.0', channel: 'stable' }, at(1), () => [{ kind: 'lcp', value: 1000 }]);
      await views(30, { version: '1.3.0', channel: 'canary' }, at(1), () => [{ kind: 'lcp', value: 1000 }]);
      expect(await guard(at(15))).toMatchObject([{ action: 'ramp' }]);
      await views(30, { version: '1.3.0', channel: 'canary' }, at(16), () => [{ kind: 'lcp', value: 2000 }]);
      expect(await guard(at(30))).toMatchObject([{ action: 'kill', reason: expect.stringMatching(/LCP/) }]);
      expect((await catalogue()).canary).toMatchObject({ version: '1.3.0', percent: 0 });
    });

    it('ramps a published canary to 100 % and promotes it with its release pin', async () => {
      const t0 = new Date('2030-01-11T10:00:00Z').getTime();
      const at = (minutes: number) => new Date(t0 + minutes * MINUTE);
      const published = publishedBuild('mf-catalogue', '1.5.0');
      await startBuild(published, { percent: 50, ramp: true }, at(0));
      await views(30, { version: '1.0.0', channel: 'stable' }, at(1));
      await views(30, { version: '1.5.0', channel: 'canary' }, at(1));
      expect(await guard(at(15))).toMatchObject([{ action: 'ramp' }]);
      expect((await catalogue()).canary).toMatchObject({ ...published, percent: 100 });
      await views(30, { version: '1.5.0', channel: 'canary' }, at(16));
      expect(await guard(at(30))).toMatchObject([{ action: 'promote', version: '1.5.0' }]);
      expect(await catalogue()).toStrictEqual({ stable: published });
      expect((await store.history()).at(-1)).toMatchObject({
        action: 'promote',
        by: 'guard',
        after: { stable: published },
      });
    });

    it('leaves a canary with too few page views alone, however it fares', async () => {
      const started = new Date('2030-01-10T10:00:00Z');
      await start('1.4.0', { percent: 50, ramp: false }, started);
      const before = fs.readFileSync(file, 'utf8');
      const fed = new Date(started.getTime() + MINUTE);
      await views(30, { version: '1.0.0', channel: 'stable' }, fed);
      await views(19, { version: '1.4.0', channel: 'canary' }, fed, () => [{ kind: 'unhandled-error' }]);
      expect(await guard(new Date(started.getTime() + 5 * MINUTE))).toEqual([
        {
          remote: 'mf_catalogue',
          version: '1.4.0',
          action: 'wait',
          reason: expect.stringMatching(/too few page views \(canary 19 of 20\)/),
        },
      ]);
      expect(fs.readFileSync(file, 'utf8')).toBe(before);
      expect(await store.history()).toHaveLength(1);
      expect(
        await database.db.select().from(rolloutEvents).where(eq(rolloutEvents.version, '1.4.0')),
      ).toEqual([]);
    });

    it('prunes figures past the retention and the page views whose tokens and windows have ended', async () => {
      const now = new Date('2030-02-20T12:00:00Z');
      const before = (ms: number) => new Date(now.getTime() - ms);
      const DAY = 24 * 60 * MINUTE;
      // A view whose page's token has just ended, and one whose token still stands.
      const ended = before(VIEW_TOKEN_LIFETIME_MS + MINUTE);
      const fed = [before(31 * DAY), before(29 * DAY), ended, before(10 * MINUTE)];
      const viewIds: string[] = [];
      for (const time of fed) {
        const viewId = randomUUID();
        viewIds.push(viewId);
        await recordBeacon(database.db, {
          viewId,
          clientKey: `prune-${time.getTime()}`,
          events: [
            { remote: 'mf_content', version: '9.9.9', channel: 'stable', kind: 'view' },
            { remote: 'mf_content', version: '9.9.9', channel: 'stable', kind: 'lcp', value: 1000 },
          ],
          now: time,
          maxViewsPerClient: 20,
          maxFailuresPerClient: 2,
          windowMs: WINDOW,
          periodMs: MINUTE,
        });
      }
      const figures = () =>
        readHealthFigures(database.db, {
          from: before(40 * DAY),
          to: now,
          remote: 'mf_content',
          version: '9.9.9',
        });
      expect((await figures())[0]).toMatchObject({ views: 4, lcpP75: expect.any(Number) });

      await pruneHealth(database.db, now, 30, WINDOW);

      expect((await figures())[0]).toMatchObject({ views: 3, lcpP75: expect.any(Number) });
      const oldest = await readHealthFigures(database.db, {
        from: before(32 * DAY),
        to: before(30 * DAY),
        remote: 'mf_content',
        version: '9.9.9',
      });
      expect(oldest).toEqual([]);
      const keptViews = await database.db
        .select({ viewId: healthViews.viewId })
        .from(healthViews)
        .where(inArray(healthViews.viewId, viewIds));
      expect(keptViews).toEqual([{ viewId: viewIds[3] }]);
    });
  });
}
