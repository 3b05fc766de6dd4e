import { eq, inArray } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { outboxEmails } from '../../db/schema.ts';
import { createMailSender, type MailSenderOptions } from './mail-sender.ts';
import { createSmtpMailer, type Mailer } from './mailer.ts';
import { validQuote } from '../../testing/quote-payloads.ts';
import { describeOnEachDatabase, type TestApi } from '../../testing/test-app.ts';
import { mailSettings, outboxRowsOf, postQuote, testClock } from './testing/mail-test-kit.ts';
import { readEmail } from './testing/read-mime.ts';
import { startSmtpServer } from './testing/smtp-test-server.ts';

const SECOND = 1000;

/** A port nothing listens on: a server is started there to learn a free one, then closed. */
async function closedPort(): Promise<number> {
  const probe = await startSmtpServer();
  await probe.close();
  return probe.port;
}

describeOnEachDatabase('delivery guarantees of the outbox', (api: TestApi) => {
  const senderWith = (mailer: Mailer, clock: () => Date, options: Partial<MailSenderOptions> = {}) =>
    createMailSender({ db: api.database.db, mailer, settings: mailSettings, clock, ...options });

  it('keeps the e-mails while the SMTP server is down, backing off, and sends them once it is back', async () => {
    const port = await closedPort();
    const quote = await postQuote(api.app, validQuote());
    const clock = testClock();
    const sender = senderWith(createSmtpMailer(`smtp://127.0.0.1:${port}`), clock.now);

    expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 2, failed: 0 });
    let rows = await outboxRowsOf(api.database.db, quote.id);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(rows[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(rows[0]!.nextAttemptAt.getTime() - clock.now().getTime()).toBe(30 * SECOND);

    clock.advance(29 * SECOND);
    expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock.advance(1 * SECOND);
    expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 2, failed: 0 });
    rows = await outboxRowsOf(api.database.db, quote.id);
    expect(rows[0]!.nextAttemptAt.getTime() - clock.now().getTime()).toBe(60 * SECOND);

    const smtp = await startSmtpServer({ port });
    try {
      expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      clock.advance(60 * SECOND);
      expect(await sender.runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
      expect(smtp.received).toHaveLength(2);
      rows = await outboxRowsOf(api.database.db, quote.id);
      expect(rows.map((row) => [row.status, row.attempts, row.lastError])).toEqual([
        ['sent', 3, null],
        ['sent', 3, null],
      ]);
    } finally {
      await smtp.close();
    }
  });

  it('gives up after the last attempt and keeps the row, marked failed', async () => {
    const port = await closedPort();
    const quote = await postQuote(api.app, validQuote());
    const clock = testClock();
    const retry = { maxAttempts: 2, firstDelayMs: SECOND, maxDelayMs: SECOND };
    const sender = senderWith(createSmtpMailer(`smtp://127.0.0.1:${port}`), clock.now, { retry });
    expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 2, failed: 0 });
    clock.advance(SECOND);
    expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 2 });
    const rows = await outboxRowsOf(api.database.db, quote.id);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['failed', 2],
      ['failed', 2],
    ]);
    clock.advance(3_600 * SECOND);
    expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('does not retry an address the server refuses for good, and still sends the company its e-mail', async () => {
    const smtp = await startSmtpServer({
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@nowhere.example')) {
          return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
        }
        callback();
      },
    });
    try {
      const quote = await postQuote(api.app, validQuote({ customer_email: 'ghost@nowhere.example' }));
      const sender = senderWith(createSmtpMailer(smtp.url), testClock().now);
      expect(await sender.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 1 });
      const rows = await outboxRowsOf(api.database.db, quote.id);
      const visitor = rows.find((row) => row.kind === 'quote-visitor')!;
      expect([visitor.status, visitor.attempts]).toEqual(['failed', 1]);
      expect(visitor.lastError).toMatch(/550|No such user/);
      expect(smtp.received.map((mail) => mail.recipients)).toEqual([mailSettings.to]);
    } finally {
      await smtp.close();
    }
  });

  it('repeats at most one e-mail, with the same Message-ID, after a crash between sending and marking', async () => {
    const smtp = await startSmtpServer();
    try {
      const quotes = [await postQuote(api.app, validQuote()), await postQuote(api.app, validQuote())];
      const clock = testClock();
      const smtpMailer = createSmtpMailer(smtp.url);
      // The process dies right after the server accepted the message: the mark never happens.
      const dying: Mailer = {
        ...smtpMailer,
        send: (email) => smtpMailer.send(email).then(() => new Promise(() => {})),
      };
      void senderWith(dying, clock.now, { leaseMs: 60 * SECOND }).runOnce();
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1));

      const restarted = senderWith(createSmtpMailer(smtp.url), clock.now, { leaseMs: 60 * SECOND });
      expect(await restarted.runOnce()).toEqual({ sent: 3, retrying: 0, failed: 0 });
      clock.advance(60 * SECOND);
      expect(await restarted.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });

      const ids = smtp.received.map((mail) => readEmail(mail.raw).header('message-id'));
      expect(ids).toHaveLength(5);
      expect(new Set(ids).size).toBe(4);
      expect(ids.at(-1)).toBe(ids[0]);
      const rows = await api.database.db
        .select()
        .from(outboxEmails)
        .where(
          inArray(
            outboxEmails.quoteRequestId,
            quotes.map((quote) => quote.id),
          ),
        );
      expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
      expect(rows.map((row) => row.messageId).sort()).toEqual([...new Set(ids)].sort());
      const repeated = rows.find((row) => row.messageId === ids[0])!;
      expect(repeated.attempts).toBe(2);
      expect(
        (await api.database.db.select().from(outboxEmails).where(eq(outboxEmails.status, 'pending'))).length,
      ).toBe(0);
    } finally {
      await smtp.close();
    }
  });
});
