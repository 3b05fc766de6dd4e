import { eq } from 'drizzle-orm';
import type { QuoteCreated, QuoteRequestPayload } from '@rental/shared/contracts';
import type { Database } from '../../../db/database.ts';
import { outboxEmails } from '../../../db/schema.ts';
import type { MailSettings } from '../compose-outbox-email.ts';
import type { ApiInstance } from '../../../http/fastify-types.ts';
import { XSRF } from '../../../testing/test-app.ts';

export const mailSettings: MailSettings = {
  from: '"Doral Production Rentals" <quotes@rental.test>',
  to: ['desk@rental.test', 'owner@rental.test'],
  siteUrl: 'https://rentals.test',
  timeZone: 'America/New_York',
};

/** The sender's time, moved by hand: tests jump over backoff delays and leases instead of sleeping. */
export function testClock() {
  let now = Date.now();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export async function postQuote(app: ApiInstance, payload: QuoteRequestPayload): Promise<QuoteCreated> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/requests', headers: XSRF, payload });
  if (response.statusCode !== 201) throw new Error(`quote refused: ${response.body}`);
  return response.json().data;
}

export async function postContact(app: ApiInstance, payload: object): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/contact', headers: XSRF, payload });
  if (response.statusCode !== 201) throw new Error(`message refused: ${response.body}`);
  return response.json().data.id;
}

export async function outboxRowsOf(db: Database, quoteRequestId: number) {
  return db.select().from(outboxEmails).where(eq(outboxEmails.quoteRequestId, quoteRequestId));
}
