import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Builds of remotes.json an instance refused, and published releases it could not fetch
 * (docs/decisions/024): one row per build, however many instances and attempts, so the operators are told
 * once; `count` and `last_at` follow it.
 */
export const releaseProblems = pgTable(
  'release_problems',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    /** The SHA-384 of the `release.json` it pins; empty for an entry that pins none. */
    digest: text('digest').notNull(),
    /** The entry remotes.json names the build by: refused entries are told apart by it. */
    entry: text('entry').notNull().default(''),
    /** Refused (its entry, bytes or signature are wrong); otherwise its store could not be read. */
    refused: boolean('refused').notNull(),
    reason: text('reason').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [uniqueIndex('release_problems_release_idx').on(t.remote, t.version, t.digest, t.entry)],
);

/**
 * Rollout changes the guard made, and releases the site refused, which their e-mails tell about (the
 * history file has every change).
 */
export const rolloutEvents = pgTable('rollout_events', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  remote: text('remote').notNull(),
  action: text('action').notNull(),
  version: text('version').notNull(),
  reason: text('reason').notNull(),
});
