import { asc, count, desc, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { outboxEmails, quoteRequestItems, quoteRequests } from '../db/schema.ts';

export interface QuoteSummary {
  id: number;
  reference: string;
  createdAt: Date;
  customerName: string;
  companyName: string;
  deliveryDate: Date;
  totalDays: number;
  suspectedSpam: boolean;
  items: number;
  /** How many of its e-mails are in each state, e.g. { sent: 2 }. */
  emails: Record<string, number>;
}

/** The latest requests, newest first, with their line counts and the state of their e-mails. */
export async function latestQuoteRequests(db: Database, limit: number): Promise<QuoteSummary[]> {
  const requests = await db
    .select({
      id: quoteRequests.id,
      reference: quoteRequests.reference,
      createdAt: quoteRequests.createdAt,
      customerName: quoteRequests.customerName,
      companyName: quoteRequests.companyName,
      deliveryDate: quoteRequests.deliveryDate,
      totalDays: quoteRequests.totalDays,
      suspectedSpam: quoteRequests.suspectedSpam,
    })
    .from(quoteRequests)
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(limit);
  if (requests.length === 0) return [];
  const ids = requests.map((request) => request.id);
  const lineCounts = await db
    .select({ quoteRequestId: quoteRequestItems.quoteRequestId, lines: count() })
    .from(quoteRequestItems)
    .where(inArray(quoteRequestItems.quoteRequestId, ids))
    .groupBy(quoteRequestItems.quoteRequestId);
  const states = await db
    .select({ quoteRequestId: outboxEmails.quoteRequestId, status: outboxEmails.status, emails: count() })
    .from(outboxEmails)
    .where(inArray(outboxEmails.quoteRequestId, ids))
    .groupBy(outboxEmails.quoteRequestId, outboxEmails.status);
  return requests.map((request) => ({
    ...request,
    items: lineCounts.find((row) => row.quoteRequestId === request.id)?.lines ?? 0,
    emails: Object.fromEntries(
      states
        .filter((state) => state.quoteRequestId === request.id)
        .map((state) => [state.status, state.emails]),
    ),
  }));
}

type QuoteWithLines = typeof quoteRequests.$inferSelect & {
  lines: (typeof quoteRequestItems.$inferSelect)[];
};

/** Every request, oldest first, each with its lines in the order they were sent. */
export async function allQuoteRequestsWithLines(db: Database): Promise<QuoteWithLines[]> {
  const requests = await db
    .select()
    .from(quoteRequests)
    .orderBy(asc(quoteRequests.createdAt), asc(quoteRequests.id));
  const lines = await db.select().from(quoteRequestItems).orderBy(asc(quoteRequestItems.id));
  const byRequest = new Map<number, typeof lines>();
  for (const line of lines)
    byRequest.set(line.quoteRequestId, [...(byRequest.get(line.quoteRequestId) ?? []), line]);
  return requests.map((request) => ({ ...request, lines: byRequest.get(request.id) ?? [] }));
}
