import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { VITAL_KINDS, type HealthFigures } from '@rental/shared/contracts';
import type { Database } from '../db/database.ts';
import { healthPeriods, healthVitals } from '../db/schema.ts';
import { histogramPercentile } from './vital-buckets.ts';

interface FiguresQuery {
  from: Date;
  to: Date;
  remote?: string;
  version?: string;
  channel?: string;
}

/** What one set of figures is for: a remote's version on a channel. */
interface FiguresKey {
  remote: string;
  version: string;
  channel: string;
}

const keyOf = (row: FiguresKey) => `${row.remote}\n${row.version}\n${row.channel}`;

/** The rows of a table of figures that `query` asks for. */
const asked = <T extends typeof healthPeriods | typeof healthVitals>(table: T, query: FiguresQuery) =>
  and(
    gte(table.periodStart, query.from),
    lt(table.periodStart, query.to),
    query.remote === undefined ? undefined : eq(table.remote, query.remote),
    query.version === undefined ? undefined : eq(table.version, query.version),
    query.channel === undefined ? undefined : eq(table.channel, query.channel),
  );

/** Each remote version and channel's counters, summed over the asked periods. */
const summedCounters = (db: Database, query: FiguresQuery) =>
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
    .where(asked(healthPeriods, query))
    .groupBy(healthPeriods.remote, healthPeriods.version, healthPeriods.channel);

/** Each remote version and channel's histogram of each vital, summed over the asked periods. */
const summedHistograms = (db: Database, query: FiguresQuery) =>
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
    .where(asked(healthVitals, query))
    .groupBy(
      healthVitals.remote,
      healthVitals.version,
      healthVitals.channel,
      healthVitals.metric,
      healthVitals.bucket,
    );

const noFigures = ({ remote, version, channel }: FiguresKey): HealthFigures => ({
  remote,
  version,
  channel,
  views: 0,
  loadFailures: 0,
  regionErrors: 0,
  unhandledErrors: 0,
  failures: 0,
  lcpP75: null,
  inpP75: null,
  clsP75: null,
});

type FiguresOf = (row: FiguresKey) => HealthFigures;

function addCounters(counters: Awaited<ReturnType<typeof summedCounters>>, figuresOf: FiguresOf) {
  for (const row of counters) {
    Object.assign(figuresOf(row), {
      views: row.views,
      loadFailures: row.loadFailures,
      regionErrors: row.regionErrors,
      unhandledErrors: row.unhandledErrors,
      failures: row.loadFailures + row.regionErrors + row.unhandledErrors,
    });
  }
}

/** Each vital's p75, read from its histogram; CLS is reported as its score times 1000. */
function addVitalP75s(histograms: Awaited<ReturnType<typeof summedHistograms>>, figuresOf: FiguresOf) {
  for (const metric of VITAL_KINDS) {
    const bucketsOf = new Map<HealthFigures, { bucket: number; count: number }[]>();
    for (const row of histograms.filter((candidate) => candidate.metric === metric)) {
      const found = figuresOf(row);
      bucketsOf.set(found, [...(bucketsOf.get(found) ?? []), row]);
    }
    for (const [found, buckets] of bucketsOf) {
      const p75 = histogramPercentile(buckets, 0.75);
      if (metric === 'lcp') found.lcpP75 = p75;
      else if (metric === 'inp') found.inpP75 = p75;
      else found.clsP75 = p75 === null ? null : p75 / 1000;
    }
  }
}

/** The figures of each remote version and channel over [from, to), ordered by remote, version, channel. */
export async function readHealthFigures(db: Database, query: FiguresQuery): Promise<HealthFigures[]> {
  const [counters, histograms] = await Promise.all([summedCounters(db, query), summedHistograms(db, query)]);
  const figures = new Map<string, HealthFigures>();
  const figuresOf: FiguresOf = (row) => {
    const key = keyOf(row);
    const found = figures.get(key) ?? noFigures(row);
    figures.set(key, found);
    return found;
  };
  addCounters(counters, figuresOf);
  addVitalP75s(histograms, figuresOf);
  return [...figures.values()].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
}
