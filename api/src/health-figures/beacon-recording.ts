import { sql } from 'drizzle-orm';
import { type HealthEvent, type HealthEventKind, isVitalKind } from '@rental/shared/contracts';
import type { Database } from '../db/database.ts';
import { healthPeriods, healthVitals } from '../db/schema.ts';
import { freshEvents, viewCounts, type BeaconToRecord } from './beacon-admission.ts';
import { vitalBucket } from './vital-buckets.ts';

const COUNTER_OF: Partial<Record<HealthEventKind, keyof typeof healthPeriods.$inferInsert>> = {
  view: 'views',
  'load-failure': 'loadFailures',
  'region-error': 'regionErrors',
  'unhandled-error': 'unhandledErrors',
};

const floorTo = (time: Date, ms: number) => new Date(Math.floor(time.getTime() / ms) * ms);

/** The counted events added up per remote, version and channel, and each vital as its bucket's row. */
function tallyOf(events: readonly HealthEvent[], periodStart: Date) {
  const counters = new Map<string, typeof healthPeriods.$inferInsert>();
  const vitals: (typeof healthVitals.$inferInsert)[] = [];
  for (const event of events) {
    const { remote, version, channel, kind } = event;
    if (isVitalKind(kind)) {
      if (event.value !== undefined)
        vitals.push({
          remote,
          version,
          channel,
          metric: kind,
          periodStart,
          bucket: vitalBucket(event.value),
          count: 1,
        });
      continue;
    }
    const key = `${remote}\n${version}\n${channel}`;
    const row = counters.get(key) ?? { remote, version, channel, periodStart };
    const counter = COUNTER_OF[kind];
    if (counter) (row as Record<string, unknown>)[counter] = ((row[counter] as number | undefined) ?? 0) + 1;
    counters.set(key, row);
  }
  return { periods: [...counters.values()], vitals };
}

/** Adds a beacon's counters to its period's rows. */
async function addToPeriods(tx: Database, periods: (typeof healthPeriods.$inferInsert)[]) {
  await tx
    .insert(healthPeriods)
    .values(periods)
    .onConflictDoUpdate({
      target: [healthPeriods.remote, healthPeriods.version, healthPeriods.channel, healthPeriods.periodStart],
      set: {
        views: sql`${healthPeriods.views} + excluded.views`,
        loadFailures: sql`${healthPeriods.loadFailures} + excluded.load_failures`,
        regionErrors: sql`${healthPeriods.regionErrors} + excluded.region_errors`,
        unhandledErrors: sql`${healthPeriods.unhandledErrors} + excluded.unhandled_errors`,
      },
    });
}

/**
 * Adds a beacon's vitals to their period's histograms. Two vitals of one beacon never share a row: each
 * metric is reported once per remote and view.
 */
async function addToVitals(tx: Database, vitals: (typeof healthVitals.$inferInsert)[]) {
  await tx
    .insert(healthVitals)
    .values(vitals)
    .onConflictDoUpdate({
      target: [
        healthVitals.remote,
        healthVitals.version,
        healthVitals.channel,
        healthVitals.periodStart,
        healthVitals.metric,
        healthVitals.bucket,
      ],
      set: { count: sql`${healthVitals.count} + 1` },
    });
}

/**
 * Counts what a beacon reports that its page view has not reported before (docs/decisions/017): each
 * kind of event once per remote and page view, at most one failure per remote and view, nothing from a
 * client past its share, all in one transaction. Returns how many events were counted.
 */
export async function recordBeacon(db: Database, beacon: BeaconToRecord): Promise<number> {
  return db.transaction(async (tx) => {
    // One client's beacons are weighed one at a time, so two at once cannot both take its last share.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${beacon.clientKey}, 0))`);
    if (!(await viewCounts(tx, beacon))) return 0;
    const events = await freshEvents(tx, beacon);
    const { periods, vitals } = tallyOf(events, floorTo(beacon.now, beacon.periodMs));
    if (periods.length > 0) await addToPeriods(tx, periods);
    if (vitals.length > 0) await addToVitals(tx, vitals);
    return events.length;
  });
}
