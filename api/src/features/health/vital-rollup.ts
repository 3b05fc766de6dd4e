import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { healthVitalP75 } from '../../db/schema.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { BUCKET_STEP } from '../../health-figures/vital-buckets.ts';

/**
 * Rolls the web-vital histograms of the periods in [from, to) up into their p75 (docs/decisions/025), in
 * one statement: per remote, version, channel, period and metric, the bucket where the running count
 * first reaches three quarters of the total (as `histogramPercentile` reads it), at the bucket's middle.
 * A period rolled up again (a late beacon) is replaced. Gives the number of rows written.
 */
export async function rollUpVitals(db: Database, range: { from: Date; to: Date }): Promise<number> {
  const result = await db.execute(sql`
    with written as (
    insert into ${healthVitalP75} (remote, period_start, channel, version, metric, p75, count)
    select remote, period_start, channel, version, metric,
      case when bucket = 0 then 0 else power(${BUCKET_STEP}::float8, bucket - 0.5) end,
      total
    from (
      select remote, period_start, channel, version, metric, bucket, count,
        sum(count) over (partition by remote, period_start, channel, version, metric order by bucket) as running,
        sum(count) over (partition by remote, period_start, channel, version, metric) as total
      from health_vitals
      where period_start >= ${range.from} and period_start < ${range.to}
    ) ranked
    where running >= 0.75 * total and running - count < 0.75 * total
    on conflict (remote, period_start, channel, version, metric)
      do update set p75 = excluded.p75, count = excluded.count
    returning 1)
    select count(*)::int as written from written`);
  return rowsOf<{ written: number }>(result)[0]?.written ?? 0;
}

/** The start of the latest period before `before` already rolled up, if any. */
export async function latestRolledUp(db: Database, before: Date): Promise<Date | undefined> {
  const result = await db.execute(
    sql`select max(period_start) as latest from ${healthVitalP75} where period_start < ${before}`,
  );
  const latest = rowsOf<{ latest: Date | string | null }>(result)[0]?.latest;
  return latest ? new Date(latest) : undefined;
}
