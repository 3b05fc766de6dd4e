import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { outboxEmails } from '../db/schema.ts';
import { isEmailAddress } from '@rental/shared/contracts';
import type { EmailKind } from './email-kinds.ts';
import { newMessageId } from './message-id.ts';

export type OutboxEmail = typeof outboxEmails.$inferSelect;

/**
 * Queues the company's e-mail and the visitor's confirmation. Call it inside the transaction that stores
 * the request: both are stored, or neither. No confirmation goes to an address that cannot be one, nor for
 * a request flagged as suspected spam (the form must not become a way to mail strangers).
 */
export async function enqueueQuoteEmails(
  tx: Database,
  quote: { id: number; reference: string; customerEmail: string; suspectedSpam?: boolean | null },
): Promise<void> {
  const kinds: EmailKind[] = ['quote-company'];
  if (isEmailAddress(quote.customerEmail) && !quote.suspectedSpam) kinds.push('quote-visitor');
  await tx.insert(outboxEmails).values(
    kinds.map((kind) => ({
      kind,
      quoteRequestId: quote.id,
      messageId: newMessageId(`${kind}.${quote.reference}`),
    })),
  );
}

/** Queues the company's e-mail about a contact message, inside the transaction that stores it. */
export async function enqueueContactEmail(tx: Database, contactMessageId: number): Promise<void> {
  const kind: EmailKind = 'contact-company';
  await tx
    .insert(outboxEmails)
    .values({ kind, contactMessageId, messageId: newMessageId(`${kind}.${contactMessageId}`) });
}

/** Queues the operators' e-mail about a change the rollout guard made, inside the transaction that records it. */
export async function enqueueRolloutEmail(tx: Database, rolloutEventId: number): Promise<void> {
  const kind: EmailKind = 'rollout-guard';
  await tx
    .insert(outboxEmails)
    .values({ kind, rolloutEventId, messageId: newMessageId(`${kind}.${rolloutEventId}`) });
}

/**
 * Claims the e-mail due first, for `leaseMs`: the row is locked while it is claimed (`SKIP LOCKED` passes
 * over rows another sender is claiming) and leased afterwards, so no other sender takes it while it is being
 * sent. An e-mail whose lease ran out (its sender stopped between sending and marking) is claimed again.
 * Each claim counts as an attempt.
 */
export async function claimNextEmail(
  db: Database,
  now: Date,
  leaseMs: number,
): Promise<OutboxEmail | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.status, 'pending'),
          lte(outboxEmails.nextAttemptAt, now),
          or(isNull(outboxEmails.lockedUntil), lte(outboxEmails.lockedUntil, now)),
        ),
      )
      .orderBy(outboxEmails.nextAttemptAt, outboxEmails.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(outboxEmails)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${outboxEmails.attempts} + 1` })
      .where(eq(outboxEmails.id, due.id))
      .returning();
    return claimed;
  });
}

export async function markSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null })
    .where(eq(outboxEmails.id, id));
}

export async function scheduleRetry(db: Database, id: number, at: Date, error: string): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ nextAttemptAt: at, lockedUntil: null, lastError: error })
    .where(eq(outboxEmails.id, id));
}

/** The end for an e-mail that cannot be sent; the row stays, with the reason, for the operator. */
export async function markFailed(db: Database, id: number, error: string): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ status: 'failed', lockedUntil: null, lastError: error })
    .where(eq(outboxEmails.id, id));
}

/**
 * The e-mails waiting to be sent, and when the oldest of them was queued: one statement over the pending
 * rows alone (the partial index on them), for the metrics scrape.
 */
export async function readOutboxBacklog(db: Database): Promise<{ pending: number; oldestAt: Date | null }> {
  const [backlog] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      oldestAt: sql<Date | null>`min(${outboxEmails.createdAt})`,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.status, 'pending'));
  return { pending: backlog?.pending ?? 0, oldestAt: backlog?.oldestAt ? new Date(backlog.oldestAt) : null };
}
