import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Real-user health (docs/decisions/017). The page views a beacon has been counted for, by which client, and
 * whether it was: a client past its share of views in the guard's window is not counted. Kept while a
 * view's token is valid and, at least, for a window.
 */
export const healthViews = pgTable(
  'health_views',
  {
    viewId: text('view_id').primaryKey(),
    clientKey: text('client_key').notNull(),
    counted: boolean('counted').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('health_views_received_idx').on(t.receivedAt),
    index('health_views_client_idx').on(t.clientKey, t.receivedAt),
  ],
);

/**
 * What each page view has already reported, so a repeated beacon counts once, and whether it counted: of the
 * failures of one view and remote only the first does, and a client counts only a few per window.
 */
export const healthViewEvents = pgTable(
  'health_view_events',
  {
    viewId: text('view_id')
      .notNull()
      .references(() => healthViews.viewId, { onDelete: 'cascade' }),
    remote: text('remote').notNull(),
    kind: text('kind').notNull(),
    counted: boolean('counted').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.viewId, t.remote, t.kind] })],
);

/**
 * The counted events per period (a minute unless HEALTH_PERIOD_SECONDS says otherwise), remote, version and
 * channel; kept for HEALTH_RETENTION_DAYS.
 */
export const healthPeriods = pgTable(
  'health_periods',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    channel: text('channel').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true, mode: 'date' }).notNull(),
    views: integer('views').notNull().default(0),
    loadFailures: integer('load_failures').notNull().default(0),
    regionErrors: integer('region_errors').notNull().default(0),
    unhandledErrors: integer('unhandled_errors').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version, t.channel, t.periodStart] }),
    index('health_periods_start_idx').on(t.periodStart),
    // The operators' charts read one remote over a day, whatever its versions.
    index('health_periods_remote_start_idx').on(t.remote, t.periodStart),
  ],
);

/**
 * Web vitals as histograms per period: `bucket` is a value's place on a scale of 5 % steps, enough for a
 * p75 to within 5 %, and a period holds a few dozen rows however many visitors it had.
 */
export const healthVitals = pgTable(
  'health_vitals',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    channel: text('channel').notNull(),
    metric: text('metric').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true, mode: 'date' }).notNull(),
    bucket: integer('bucket').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version, t.channel, t.periodStart, t.metric, t.bucket] }),
    index('health_vitals_start_idx').on(t.periodStart),
  ],
);

/**
 * Each closed period's p75 of each web vital, rolled up once from `health_vitals` (docs/decisions/025):
 * the operators' charts read a day of one remote as a few thousand rows instead of every bucket of every
 * minute. `count` is how many values the p75 stands for. Kept as long as the figures.
 */
export const healthVitalP75 = pgTable(
  'health_vital_p75',
  {
    remote: text('remote').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true, mode: 'date' }).notNull(),
    channel: text('channel').notNull(),
    version: text('version').notNull(),
    metric: text('metric').notNull(),
    p75: doublePrecision('p75').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.remote, t.periodStart, t.channel, t.version, t.metric] })],
);
