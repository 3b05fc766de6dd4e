import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { FAILURE_KINDS, type HealthEvent } from '@rental/shared/contracts';
import type { Database } from '../db/database.ts';
import { healthViewEvents, healthViews } from '../db/schema.ts';

export interface BeaconToRecord {
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

const isFailureKind = (kind: string) => (FAILURE_KINDS as readonly string[]).includes(kind);

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
export async function viewCounts(tx: Database, beacon: BeaconToRecord): Promise<boolean> {
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
export async function freshEvents(tx: Database, beacon: BeaconToRecord) {
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
