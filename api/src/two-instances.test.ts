import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from './db/database.ts';
import { usePostgres } from './db/open-database.ts';
import { outboxEmails } from './db/schema.ts';
import { createMailSender, type MailSender } from './features/mail/mail-sender.ts';
import type { Mailer } from './features/mail/mailer.ts';
import { insertQuoteRequest } from './features/quotes/quote-requests-repository.ts';
import { adminQuery, uniqueDatabaseName, withDatabase } from './testing/postgres-admin.ts';
import './testing/provided-context.ts';
import { mailSettings, testClock } from './features/mail/testing/mail-test-kit.ts';

const QUOTES = 25;

/** Records what it "sends", slowly enough that the two instances really work at the same time. */
function recordingMailer(sent: string[]): Mailer {
  return {
    description: 'memory',
    send: async (email) => {
      await new Promise((resolve) => setTimeout(resolve, 3));
      sent.push(email.messageId);
    },
    close() {},
  };
}

async function drain(sender: MailSender): Promise<void> {
  while (Object.values(await sender.runOnce()).some((count) => count > 0));
}

describe.skipIf(!inject('postgresTemplate'))('two API instances on one PostgreSQL database', () => {
  let name: string;
  let adminUrl: string;
  const instances: DatabaseHandle[] = [];

  beforeAll(async () => {
    const template = inject('postgresTemplate')!;
    adminUrl = template.adminUrl;
    name = uniqueDatabaseName('rental_mail');
    await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template.templateName}"`);
    for (let index = 0; index < 2; index++) instances.push(usePostgres(withDatabase(adminUrl, name)));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    if (name) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('never send the same e-mail twice, and together send them all', async () => {
    const [first, second] = instances as [DatabaseHandle, DatabaseHandle];
    for (let index = 0; index < QUOTES; index++) {
      await insertQuoteRequest(
        first.db,
        {
          customerName: `Customer ${index}`,
          companyName: 'N/A',
          customerEmail: `customer${index}@example.com`,
          customerPhone: '+1 305 555 0100',
          type: 'rent',
          deliveryDate: new Date(Date.now() + 86_400_000),
          totalDays: 2,
          deliveryAddress: 'N/A',
          deliveryCity: 'N/A',
          deliveryState: 'N/A',
          deliveryZip: '00000',
          language: 'en',
        },
        [{ itemType: 'equipment', itemId: 1, itemName: 'Light', quantity: 1 }],
      );
    }
    const clock = testClock();
    const sentByFirst: string[] = [];
    const sentBySecond: string[] = [];
    const sender = (db: DatabaseHandle, sent: string[]) =>
      createMailSender({
        db: db.db,
        mailer: recordingMailer(sent),
        settings: mailSettings,
        clock: clock.now,
      });

    await Promise.all([drain(sender(first, sentByFirst)), drain(sender(second, sentBySecond))]);

    const all = [...sentByFirst, ...sentBySecond];
    expect(all).toHaveLength(QUOTES * 2);
    expect(new Set(all).size).toBe(QUOTES * 2);
    expect(sentByFirst.length).toBeGreaterThan(0);
    expect(sentBySecond.length).toBeGreaterThan(0);
    const rows = await second.db.select().from(outboxEmails);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
