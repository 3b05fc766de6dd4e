import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Operators' console sessions (docs/decisions/025): the SHA-256 of the id in the operator's cookie (a
 * stolen database copy holds no usable session), the name the operator signed in with, and when it ends.
 * In the database so that a session holds on every instance and signing out ends it everywhere.
 */
export const opsSessions = pgTable(
  'ops_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    operator: text('operator').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('ops_sessions_expires_idx').on(t.expiresAt)],
);
