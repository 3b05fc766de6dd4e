import { sql } from 'drizzle-orm';
import type { ChannelSeries } from '@rental/shared/contracts';
import type { Database } from '../db/database.ts';
import { rowsOf } from '../db/raw-rows.ts';

interface SeriesRow {
  channel: string;
  at: number;
  views: number;
  failures: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
}

/**
 * A vital's p75 for a channel and period: its versions' p75s weighted by how many values each stands
 * for, whole (milliseconds, or thousandths of CLS): the histograms' 5 % steps make finer digits noise, and
 * a day of them would make the answer half as big again.
 */
const weighted = (metric: string) =>
  sql.raw(
    `round(sum(p75 * count) filter (where metric = '${metric}') / nullif(sum(count) filter (where metric = '${metric}'), 0))`,
  );

/**
 * One remote's health per period and channel over [from, to) (docs/decisions/025): the counters from
 * `health_periods` and the vitals' p75 from their roll-up, joined in the database into one row per
 * channel and period, times as epoch seconds (a day is a few thousand rows, and parsing as many
 * timestamps cost more than the query), then laid out in columns. A period not yet rolled up has its
 * counts and no vitals.
 */
export async function readHealthSeries(
  db: Database,
  query: { remote: string; from: Date; to: Date },
): Promise<{ stable: ChannelSeries; canary: ChannelSeries }> {
  const range = sql`remote = ${query.remote} and period_start >= ${query.from} and period_start < ${query.to}`;
  const result = await db.execute(sql`
    with counts as (
      select channel, period_start, sum(views)::int as views,
        sum(load_failures + region_errors + unhandled_errors)::int as failures
      from health_periods where ${range}
      group by channel, period_start
    ), vitals as (
      select channel, period_start, ${weighted('lcp')} as lcp, ${weighted('inp')} as inp, ${weighted('cls')} as cls
      from health_vital_p75 where ${range}
      group by channel, period_start
    )
    select coalesce(c.channel, v.channel) as channel,
      extract(epoch from coalesce(c.period_start, v.period_start))::float8 as at,
      coalesce(c.views, 0) as views, coalesce(c.failures, 0) as failures,
      v.lcp::float8 as lcp, v.inp::float8 as inp, v.cls::float8 as cls
    from counts c full join vitals v on v.channel = c.channel and v.period_start = c.period_start
    order by at, channel`);
  const empty = (): ChannelSeries => ({
    at: [],
    views: [],
    failures: [],
    lcpP75: [],
    inpP75: [],
    clsP75: [],
  });
  const series = { stable: empty(), canary: empty() };
  for (const row of rowsOf<SeriesRow>(result)) {
    if (row.channel !== 'stable' && row.channel !== 'canary') continue;
    const columns = series[row.channel];
    columns.at.push(row.at);
    columns.views.push(row.views);
    columns.failures.push(row.failures);
    columns.lcpP75.push(row.lcp);
    columns.inpP75.push(row.inp);
    // CLS is kept in thousandths, as its histogram counts it.
    columns.clsP75.push(row.cls === null ? null : row.cls / 1000);
  }
  return series;
}
