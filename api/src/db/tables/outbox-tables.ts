import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contactMessages, quoteRequests } from './quote-and-contact-tables.ts';
import { rolloutEvents } from './release-tables.ts';

/**
 * The transactional outbox: e-mails queued in the same transaction as the quote request or contact message
 * they tell about, then rendered and sent by the mail sender. Rows are never deleted: a row ends `sent` or,
 * after its last attempt, `failed`. `locked_until` is the lease of the sender that claimed the row, so two
 * API instances never send it at the same time; `message_id` stays the same on every attempt, so a repeat
 * after a crash between sending and marking collapses in mail clients.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    quoteRequestId: integer('quote_request_id').references(() => quoteRequests.id, { onDelete: 'cascade' }),
    contactMessageId: integer('contact_message_id').references(() => contactMessages.id, {
      onDelete: 'cascade',
    }),
    rolloutEventId: integer('rollout_event_id').references(() => rolloutEvents.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outbox_emails_message_id_key').on(t.messageId),
    index('outbox_emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_emails_quote_request_idx').on(t.quoteRequestId),
    index('outbox_emails_contact_message_idx').on(t.contactMessageId),
    check('outbox_emails_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check(
      'outbox_emails_one_subject_check',
      sql`num_nonnulls(${t.quoteRequestId}, ${t.contactMessageId}, ${t.rolloutEventId}) = 1`,
    ),
  ],
);
