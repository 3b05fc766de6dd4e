import type { QuoteCreated, QuoteRequestPayload } from '@rental/shared/contracts';
import type { Database } from '../../db/database.ts';
import { createHash } from 'node:crypto';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { ApiError, validationFailed } from '../../http/api-error.ts';
import { spamReason } from '../../abuse/spam-reason.ts';
import { parseDeliveryDate } from './delivery-date.ts';
import { catalogueNames, findByIdempotencyKey, insertQuoteRequest } from './quote-requests-repository.ts';

const COMPANY_DEFAULT = 'N/A';

interface QuoteSubmissionOptions {
  /** The client's Idempotency-Key: a retried or doubled submission returns the first answer. */
  idempotencyKey?: string;
  now?: Date;
}

/** A hash of the body, so that a key reused for a different request is refused rather than replayed. */
function bodyHash(payload: QuoteRequestPayload): string {
  const canonical = JSON.stringify(payload, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

async function replay(db: Database, key: string, hash: string): Promise<QuoteCreated | undefined> {
  const first = await findByIdempotencyKey(db, key);
  if (!first) return undefined;
  if (first.idempotencyHash !== hash) {
    const message = 'This Idempotency-Key was already used for a different request.';
    throw new ApiError(422, 'validation_failed', message, { 'Idempotency-Key': message });
  }
  return { id: first.id, reference: first.reference };
}

/**
 * Exactly once: a known Idempotency-Key returns the first answer and stores nothing. Otherwise the checks a
 * schema cannot express (a real date, items that exist, no line twice), then one stored request, flagged
 * when the abuse checks trip. Every problem is collected so the caller sees them all at once.
 */
export async function createQuoteRequest(
  db: Database,
  payload: QuoteRequestPayload,
  { idempotencyKey, now = new Date() }: QuoteSubmissionOptions = {},
): Promise<QuoteCreated> {
  const hash = bodyHash(payload);
  if (idempotencyKey) {
    const first = await replay(db, idempotencyKey, hash);
    if (first) return first;
  }
  const fields: Record<string, string> = {};
  const deliveryDate = parseDeliveryDate(payload.delivery_date, now);
  if ('problem' in deliveryDate) fields.delivery_date = deliveryDate.problem;

  const names = await catalogueNames(db, payload.items);
  const seen = new Set<string>();
  payload.items.forEach((item, index) => {
    const key = `${item.type}:${item.id}`;
    if (seen.has(key))
      fields[`items[${index}]`] = `items[${index}] repeats ${item.type} ${item.id}; send it once.`;
    else if (!names.has(key))
      fields[`items[${index}].id`] = `items[${index}].id: there is no ${item.type} with id ${item.id}.`;
    seen.add(key);
  });
  if (Object.keys(fields).length > 0 || 'problem' in deliveryDate) throw validationFailed(fields);

  const company = payload.company_name?.trim();
  const reason = spamReason(payload);
  try {
    return await insertQuoteRequest(
      db,
      {
        customerName: payload.customer_name.trim(),
        companyName: company || COMPANY_DEFAULT,
        customerEmail: payload.customer_email.trim(),
        customerPhone: payload.customer_phone.trim(),
        type: payload.type,
        deliveryDate: deliveryDate.date,
        totalDays: payload.total_days,
        deliveryAddress: payload.delivery_address.trim(),
        deliveryCity: payload.delivery_city.trim(),
        deliveryState: payload.delivery_state.trim(),
        deliveryZip: payload.delivery_zip.trim(),
        language: payload.language ?? 'en',
        suspectedSpam: reason !== null,
        spamReason: reason,
        idempotencyKey: idempotencyKey ?? null,
        idempotencyHash: idempotencyKey ? hash : null,
      },
      payload.items.map((item) => ({
        itemType: item.type,
        itemId: item.id,
        itemName: names.get(`${item.type}:${item.id}`) ?? '',
        quantity: item.quantity,
      })),
    );
  } catch (error) {
    // Two copies of one submission raced: the loser answers what the winner stored.
    if (idempotencyKey && isUniqueViolation(error, 'quote_requests_idempotency_key')) {
      const first = await replay(db, idempotencyKey, hash);
      if (first) return first;
    }
    throw error;
  }
}
