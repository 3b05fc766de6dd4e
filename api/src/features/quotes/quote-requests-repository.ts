import { eq, inArray } from 'drizzle-orm';
import type { ItemType, QuoteCreated } from '@rental/shared/contracts';
import type { Database } from '../../db/database.ts';
import { equipments, packages, quoteRequestItems, quoteRequests, services } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { enqueueQuoteEmails } from '../../outbox/outbox-repository.ts';
import { newQuoteReference } from './quote-reference.ts';

type NewQuoteRequest = Omit<typeof quoteRequests.$inferInsert, 'id' | 'reference' | 'createdAt'>;
interface NewQuoteLine {
  itemType: ItemType;
  itemId: number;
  itemName: string;
  quantity: number;
}

const catalogueTables = {
  equipment: { table: equipments, label: equipments.name },
  service: { table: services, label: services.title },
  package: { table: packages, label: packages.name },
} as const;

/** The current names of the requested catalogue items, keyed `type:id`; missing items are simply absent. */
export async function catalogueNames(
  db: Database,
  items: { type: ItemType; id: number }[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const [type, { table, label }] of Object.entries(catalogueTables)) {
    const ids = items.filter((item) => item.type === type).map((item) => item.id);
    if (ids.length === 0) continue;
    const rows = await db.select({ id: table.id, name: label }).from(table).where(inArray(table.id, ids));
    for (const row of rows) names.set(`${type}:${row.id}`, row.name);
  }
  return names;
}

export async function findByIdempotencyKey(db: Database, key: string) {
  const [row] = await db
    .select({
      id: quoteRequests.id,
      reference: quoteRequests.reference,
      idempotencyHash: quoteRequests.idempotencyHash,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.idempotencyKey, key));
  return row;
}

const REFERENCE_ATTEMPTS = 5;

/**
 * Stores the request and its lines under a fresh unique reference, and queues its e-mails, in one
 * transaction: a stored request is always told to the company.
 */
export async function insertQuoteRequest(
  db: Database,
  request: NewQuoteRequest,
  lines: NewQuoteLine[],
): Promise<QuoteCreated> {
  for (let attempt = 1; ; attempt++) {
    const reference = newQuoteReference();
    try {
      return await db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(quoteRequests)
          .values({ ...request, reference })
          .returning({ id: quoteRequests.id, reference: quoteRequests.reference });
        if (!stored) throw new Error('the quote request insert returned no row');
        await tx
          .insert(quoteRequestItems)
          .values(lines.map((line) => ({ ...line, quoteRequestId: stored.id })));
        await enqueueQuoteEmails(tx, { ...request, ...stored });
        return stored;
      });
    } catch (error) {
      if (attempt < REFERENCE_ATTEMPTS && isUniqueViolation(error, 'quote_requests_reference_key')) continue;
      throw error;
    }
  }
}
