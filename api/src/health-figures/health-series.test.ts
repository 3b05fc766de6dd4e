import { randomUUID } from 'node:crypto';
import type { HealthEvent } from '@rental/shared/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { databaseKinds, describeOn, openTestDatabase } from '../testing/test-app.ts';
import { recordBeacon } from './beacon-recording.ts';
import { readHealthFigures } from './health-figures-reading.ts';
import { readHealthSeries } from './health-series.ts';
import { startHealthUpkeep } from '../features/health/start-health-upkeep.ts';
import { rollUpVitals } from '../features/health/vital-rollup.ts';

const MINUTE = 60_000;
const at = (minute: number) => new Date(Date.UTC(2030, 0, 7, 10, minute, 20));
const minuteStart = (minute: number) => new Date(Date.UTC(2030, 0, 7, 10, minute));

for (const kind of databaseKinds()) {
  describeOn(kind)(`the operators' health series [${kind}]`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await database?.close();
    });

    /** One page view of the catalogue at `when`, from a visitor of its own, with what it reported. */
    const view = (
      when: Date,
      channel: 'stable' | 'canary',
      extra: Omit<HealthEvent, 'remote' | 'version' | 'channel'>[] = [],
    ) =>
      recordBeacon(database.db, {
        viewId: randomUUID(),
        clientKey: randomUUID(),
        events: [{ kind: 'view' }, ...extra].map((event) => ({
          remote: 'mf_catalogue',
          version: channel === 'stable' ? '1.0.0' : '1.1.0',
          channel,
          ...event,
        })) as HealthEvent[],
        now: when,
        maxViewsPerClient: 20,
        maxFailuresPerClient: 2,
        windowMs: 15 * MINUTE,
        periodMs: MINUTE,
      });

    it('gives each minute’s views, failures and vitals’ p75 per channel, the p75 the guard reads for that minute', async () => {
      const lcps = [800, 1200, 1500, 2100, 2600, 3000, 900, 1100];
      for (const lcp of lcps) await view(at(1), 'stable', [{ kind: 'lcp', value: lcp }]);
      for (let index = 0; index < 10; index++)
        await view(
          at(1),
          'canary',
          index === 0 ? [{ kind: 'load-failure' }, { kind: 'cls', value: 120 }] : [],
        );
      await view(at(2), 'stable');
      expect(await rollUpVitals(database.db, { from: minuteStart(0), to: minuteStart(2) })).toBe(2);

      const series = await readHealthSeries(database.db, {
        remote: 'mf_catalogue',
        from: minuteStart(0),
        to: minuteStart(3),
      });
      const [guardsView] = await readHealthFigures(database.db, {
        from: minuteStart(1),
        to: minuteStart(2),
        remote: 'mf_catalogue',
        channel: 'stable',
      });
      const seconds = (minute: number) => minuteStart(minute).getTime() / 1000;
      expect(series.canary).toEqual({
        at: [seconds(1)],
        views: [10],
        failures: [1],
        lcpP75: [null],
        inpP75: [null],
        clsP75: [expect.closeTo(0.12, 2)],
      });
      // Minute 2 is not rolled up yet: its counts, and no vitals.
      expect(series.stable).toEqual({
        at: [seconds(1), seconds(2)],
        views: [8, 1],
        failures: [0, 0],
        lcpP75: [Math.round(guardsView!.lcpP75!), null],
        inpP75: [null, null],
        clsP75: [null, null],
      });
    });

    it('replaces a minute rolled up again after a late beacon', async () => {
      await view(at(5), 'stable', [{ kind: 'lcp', value: 1000 }]);
      await rollUpVitals(database.db, { from: minuteStart(5), to: minuteStart(6) });
      for (let index = 0; index < 3; index++) await view(at(5), 'stable', [{ kind: 'lcp', value: 4000 }]);
      await rollUpVitals(database.db, { from: minuteStart(5), to: minuteStart(6) });
      const { stable } = await readHealthSeries(database.db, {
        remote: 'mf_catalogue',
        from: minuteStart(5),
        to: minuteStart(6),
      });
      expect(stable.lcpP75[0]).toBeGreaterThan(3800);
    });

    it('is kept up by a pass that rolls up the minutes closed since the last one', async () => {
      const now = Date.now();
      const closed = new Date(Math.floor(now / MINUTE) * MINUTE - MINUTE + 1000);
      await view(closed, 'canary', [{ kind: 'inp', value: 180 }]);
      const upkeep = startHealthUpkeep({
        db: database.db,
        periodMs: MINUTE,
        retentionDays: 30,
        windowMs: 15 * MINUTE,
        log: { error: () => undefined },
      });
      await upkeep.passNow();
      await upkeep.stop();
      const { canary } = await readHealthSeries(database.db, {
        remote: 'mf_catalogue',
        from: new Date(now - 2 * MINUTE),
        to: new Date(now + MINUTE),
      });
      expect(canary.inpP75.at(-1)).toBeCloseTo(180, -1);
    });
  });
}
