import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  FAILURE_KINDS,
  VITAL_KINDS,
  type HealthEvent,
  type HealthEventKind,
  type HealthFigures,
  isVitalKind,
} from '@rental/shared/contracts';
import type { Database } from '../db/database.ts';
import { healthPeriods, healthViewEvents, healthViews, healthVitals, healthVitalP75 } from '../db/schema.ts';
import { histogramPercentile, vitalBucket } from './vital-buckets.ts';
import { VIEW_TOKEN_LIFETIME_MS } from './view-token.ts';

interface BeaconToRecord {
  /** The page view: the browser's id keyed with its page's token (view-token.ts `viewKey`). */
  viewId: string;
  clientKey: string;
  events: readonly HealthEvent[];
  now: Date;
  /** Page views one client may have counted in any window; past it, its views count for nothing. */
  maxViewsPerClient: number;
  /** Failures one client may have counted in any window: one client cannot fail a canary alone. */
  maxFailuresPerClient: number;
  windowMs: number;
  /** The figures' resolution: events are added up per period of this length. */
  periodMs: number;
}

const COUNTER_OF: Partial<Record<HealthEventKind, keyof typeof healthPeriods.$inferInsert>> = {
  view: 'views',
  'load-failure': 'loadFailures',
  'region-error': 'regionErrors',
  'unhandled-error': 'unhandledErrors',
};

const isFailureKind = (kind: string) => (FAILURE_KINDS as readonly string[]).includes(kind);

const floorTo = (time: Date, ms: number) => new Date(Math.floor(time.getTime() / ms) * ms);

/** The client's counted page views, or failures, over the window that ends now (sliding, as the guard's). */
async function countedInWindow(tx: Database, beacon: BeaconToRecord, what: 'views' | 'failures') {
  const inWindow = and(
    eq(healthViews.clientKey, beacon.clientKey),
    gte(healthViews.receivedAt, new Date(beacon.now.getTime() - beacon.windowMs)),
  );
  const [row] =
    what === 'views'
      ? await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(healthViews)
          .where(and(inWindow, eq(healthViews.counted, true)))
      : await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(healthViewEvents)
          .innerJoin(healthViews, eq(healthViews.viewId, healthViewEvents.viewId))
          .where(
            and(
              inWindow,
              eq(healthViewEvents.counted, true),
              inArray(healthViewEvents.kind, [...FAILURE_KINDS]),
            ),
          );
  return row?.count ?? 0;
}

/** Whether this page view counts: decided once, at its first beacon, by its client's share of the window. */
async function viewCounts(tx: Database, beacon: BeaconToRecord): Promise<boolean> {
  const [known] = await tx
    .select({ counted: healthViews.counted })
    .from(healthViews)
    .where(eq(healthViews.viewId, beacon.viewId));
  if (known) return known.counted;
  const counted = (await countedInWindow(tx, beacon, 'views')) < beacon.maxViewsPerClient;
  await tx
    .insert(healthViews)
    .values({ viewId: beacon.viewId, clientKey: beacon.clientKey, counted, receivedAt: beacon.now })
    .onConflictDoNothing();
  return counted;
}

/**
 * Which of the beacon's events are new for its page view, and whether each counts. A failure counts only as
 * the first of its view and remote, so failures per view never exceed one, and only while the client has
 * counted fewer than its share of failures in the window.
 */
async function freshEvents(tx: Database, beacon: BeaconToRecord) {
  const known = await tx
    .select({ remote: healthViewEvents.remote, kind: healthViewEvents.kind })
    .from(healthViewEvents)
    .where(eq(healthViewEvents.viewId, beacon.viewId));
  const failedRemotes = new Set(known.filter(({ kind }) => isFailureKind(kind)).map(({ remote }) => remote));
  let failuresLeft = beacon.maxFailuresPerClient - (await countedInWindow(tx, beacon, 'failures'));
  const fresh: (HealthEvent & { counted: boolean })[] = [];
  for (const event of beacon.events) {
    const seen = (other: { remote: string; kind: string }) =>
      other.remote === event.remote && other.kind === event.kind;
    if (known.some(seen) || fresh.some(seen)) continue;
    if (!isFailureKind(event.kind)) {
      fresh.push({ ...event, counted: true });
      continue;
    }
    const counted = !failedRemotes.has(event.remote) && failuresLeft > 0;
    failedRemotes.add(event.remote);
    if (counted) failuresLeft -= 1;
    fresh.push({ ...event, counted });
  }
  if (fresh.length === 0) return [];
  const inserted = await tx
    .insert(healthViewEvents)
    .values(fresh.map(({ remote, kind, counted }) => ({ viewId: beacon.viewId, remote, kind, counted })))
    .onConflictDoNothing()
    .returning({ remote: healthViewEvents.remote, kind: healthViewEvents.kind });
  // A beacon of the same view that raced this one from another address has already counted what it sent.
  return fresh.filter(
    (event) =>
      event.counted && inserted.some(({ remote, kind }) => remote === event.remote && kind === event.kind),
  );
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
    const periodStart = floorTo(beacon.now, beacon.periodMs);
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
      if (counter)
        (row as Record<string, unknown>)[counter] = ((row[counter] as number | undefined) ?? 0) + 1;
      counters.set(key, row);
    }
    if (counters.size > 0)
      await tx
        .insert(healthPeriods)
        .values([...counters.values()])
        .onConflictDoUpdate({
          target: [
            healthPeriods.remote,
            healthPeriods.version,
            healthPeriods.channel,
            healthPeriods.periodStart,
          ],
          set: {
            views: sql`${healthPeriods.views} + excluded.views`,
            loadFailures: sql`${healthPeriods.loadFailures} + excluded.load_failures`,
            regionErrors: sql`${healthPeriods.regionErrors} + excluded.region_errors`,
            unhandledErrors: sql`${healthPeriods.unhandledErrors} + excluded.unhandled_errors`,
          },
        });
    // Two vitals of one beacon never share a row: each metric is reported once per remote and view.
    if (vitals.length > 0)
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
    return events.length;
  });
}

interface FiguresQuery {
  from: Date;
  to: Date;
  remote?: string;
  version?: string;
  channel?: string;
}

const keyOf = (row: { remote: string; version: string; channel: string }) =>
  `${row.remote}\n${row.version}\n${row.channel}`;

/** The figures of each remote version and channel over [from, to), ordered by remote, version, channel. */
export async function readHealthFigures(db: Database, query: FiguresQuery): Promise<HealthFigures[]> {
  const where = <T extends typeof healthPeriods | typeof healthVitals>(table: T) =>
    and(
      gte(table.periodStart, query.from),
      lt(table.periodStart, query.to),
      query.remote === undefined ? undefined : eq(table.remote, query.remote),
      query.version === undefined ? undefined : eq(table.version, query.version),
      query.channel === undefined ? undefined : eq(table.channel, query.channel),
    );
  const [counts, histograms] = await Promise.all([
    db
      .select({
        remote: healthPeriods.remote,
        version: healthPeriods.version,
        channel: healthPeriods.channel,
        views: sql<number>`sum(${healthPeriods.views})::int`,
        loadFailures: sql<number>`sum(${healthPeriods.loadFailures})::int`,
        regionErrors: sql<number>`sum(${healthPeriods.regionErrors})::int`,
        unhandledErrors: sql<number>`sum(${healthPeriods.unhandledErrors})::int`,
      })
      .from(healthPeriods)
      .where(where(healthPeriods))
      .groupBy(healthPeriods.remote, healthPeriods.version, healthPeriods.channel),
    db
      .select({
        remote: healthVitals.remote,
        version: healthVitals.version,
        channel: healthVitals.channel,
        metric: healthVitals.metric,
        bucket: healthVitals.bucket,
        count: sql<number>`sum(${healthVitals.count})::int`,
      })
      .from(healthVitals)
      .where(where(healthVitals))
      .groupBy(
        healthVitals.remote,
        healthVitals.version,
        healthVitals.channel,
        healthVitals.metric,
        healthVitals.bucket,
      ),
  ]);
  const figures = new Map<string, HealthFigures>();
  const figuresOf = (row: { remote: string; version: string; channel: string }) => {
    const key = keyOf(row);
    let found = figures.get(key);
    if (!found) {
      found = {
        remote: row.remote,
        version: row.version,
        channel: row.channel,
        views: 0,
        loadFailures: 0,
        regionErrors: 0,
        unhandledErrors: 0,
        failures: 0,
        lcpP75: null,
        inpP75: null,
        clsP75: null,
      };
      figures.set(key, found);
    }
    return found;
  };
  for (const row of counts) {
    const found = figuresOf(row);
    Object.assign(found, {
      views: row.views,
      loadFailures: row.loadFailures,
      regionErrors: row.regionErrors,
      unhandledErrors: row.unhandledErrors,
      failures: row.loadFailures + row.regionErrors + row.unhandledErrors,
    });
  }
  for (const metric of VITAL_KINDS) {
    const byKey = new Map<string, { bucket: number; count: number }[]>();
    for (const row of histograms.filter((candidate) => candidate.metric === metric)) {
      figuresOf(row);
      byKey.set(keyOf(row), [...(byKey.get(keyOf(row)) ?? []), row]);
    }
    for (const [key, buckets] of byKey) {
      const p75 = histogramPercentile(buckets, 0.75);
      const found = figures.get(key)!;
      if (metric === 'lcp') found.lcpP75 = p75;
      else if (metric === 'inp') found.inpP75 = p75;
      else found.clsP75 = p75 === null ? null : p75 / 1000;
    }
  }
  return [...figures.values()].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
}

/**
 * Storage stays bounded: what proves a page view was counted, and by which client, goes once its token has
 * expired and its window is over; the figures go after `retentionDays`.
 */
export async function pruneHealth(db: Database, now: Date, retentionDays: number, windowMs: number) {
  const viewsBefore = new Date(now.getTime() - Math.max(VIEW_TOKEN_LIFETIME_MS, windowMs));
  const figuresBefore = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  await db.delete(healthViews).where(lt(healthViews.receivedAt, viewsBefore));
  await db.delete(healthPeriods).where(lt(healthPeriods.periodStart, figuresBefore));
  await db.delete(healthVitals).where(lt(healthVitals.periodStart, figuresBefore));
  await db.delete(healthVitalP75).where(lt(healthVitalP75.periodStart, figuresBefore));
}
