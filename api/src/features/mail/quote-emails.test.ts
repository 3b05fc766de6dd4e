import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMailSender } from './mail-sender.ts';
import { createSmtpMailer } from './mailer.ts';
import { validQuote } from '../../testing/quote-payloads.ts';
import { frenchContent } from '../../seed/data/translations/fr/index.ts';
import { packages } from '../../seed/data/packages.ts';
import { services } from '../../seed/data/services.ts';
import { describeOnEachDatabase } from '../../testing/test-app.ts';
import { mailSettings, outboxRowsOf, postContact, postQuote, testClock } from './testing/mail-test-kit.ts';
import { readEmail } from './testing/read-mime.ts';
import { startSmtpServer, type SmtpTestServer } from './testing/smtp-test-server.ts';

describeOnEachDatabase('e-mails of a quote request, over SMTP', (api) => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  const sender = () =>
    createMailSender({
      db: api.database.db,
      mailer: createSmtpMailer(smtp.url),
      settings: mailSettings,
      clock: testClock().now,
    });
  const receivedAbout = (reference: string) =>
    smtp.received.filter((mail) => readEmail(mail.raw).header('subject')?.includes(reference));

  it('sends exactly one e-mail to the company and one to the visitor, in French for a French request', async () => {
    const quote = await postQuote(
      api.app,
      validQuote({ language: 'fr', customer_name: 'Élise <script>alert("x")</script> Durand' }),
    );
    expect(await sender().runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(await sender().runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    const mails = receivedAbout(quote.reference);
    expect(mails).toHaveLength(2);
    const company = mails.find((mail) => mail.recipients.includes('desk@rental.test'))!;
    const visitor = mails.find((mail) => mail.recipients.includes('marisol@example.com'))!;
    expect(company.recipients).toEqual(['desk@rental.test', 'owner@rental.test']);
    expect(visitor.recipients).toEqual(['marisol@example.com']);

    const toCompany = readEmail(company.raw);
    expect(toCompany.header('reply-to')).toContain('<marisol@example.com>');
    expect(toCompany.header('from')).toBe('Doral Production Rentals <quotes@rental.test>');
    for (const field of ['Blue Hour Films', '+1 305 555 0199', '8200 NW 41st St', 'Doral', '33166', 'rent']) {
      expect(toCompany.text).toContain(field);
    }
    expect(toCompany.text).toMatch(
      /2 × .+ \(equipment #\d+\)\n {6}https:\/\/rentals\.test\/equipments\/\d+\/details/,
    );
    expect(toCompany.text).toMatch(/https:\/\/rentals\.test\/services\/\d+\/show/);
    expect(toCompany.text).toMatch(/https:\/\/rentals\.test\/packages\/\d+\/show/);
    expect(toCompany.html).toContain('Élise &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Durand');
    expect(toCompany.html).not.toContain('<script>');

    const toVisitor = readEmail(visitor.raw);
    expect(toVisitor.header('subject')).toBe(
      `Nous avons bien reçu votre demande de devis ${quote.reference}`,
    );
    expect(toVisitor.text).toContain('Bonjour Élise <script>alert("x")</script> Durand,');
    expect(toVisitor.text).toContain('Et ensuite ?');
    expect(toVisitor.html).toContain('<html lang="fr">');
    const [service, pack] = [services[0]!, packages[0]!];
    expect(toVisitor.text).toContain(`1 × ${frenchContent.services[service.id]!.title} (`);
    expect(toVisitor.text).toContain(`1 × ${frenchContent.packages[pack.id]!.name} (`);
    expect(toCompany.text).toContain(`1 × ${service.title} (service #${service.id})`);
    expect(toVisitor.html).not.toContain('<script>');
    expect(toVisitor.header('auto-submitted')).toBe('auto-generated');

    const rows = await outboxRowsOf(api.database.db, quote.id);
    expect(rows.map((row) => [row.kind, row.status, row.attempts]).sort()).toEqual([
      ['quote-company', 'sent', 1],
      ['quote-visitor', 'sent', 1],
    ]);
    expect(rows.map((row) => row.messageId).sort()).toEqual(
      [toCompany.header('message-id'), toVisitor.header('message-id')].sort(),
    );
  });

  it('sends no confirmation to an address that cannot be one, and tells the company', async () => {
    const quote = await postQuote(api.app, validQuote({ customer_email: 'marisol at example' }));
    expect(await sender().runOnce()).toMatchObject({ sent: 1 });
    const [company] = receivedAbout(quote.reference);
    const read = readEmail(company!.raw);
    expect(read.header('reply-to')).toBeUndefined();
    expect(read.text).toContain('does not look valid, so no confirmation was sent');
  });

  it('sends a contact message to the company, reply-to the visitor', async () => {
    const id = await postContact(api.app, {
      name: 'Andre Baptiste',
      phone_number: '+1 786 555 0111',
      email: 'andre@example.com',
      message: 'Two follow spots?\n<b>Saturday</b> & Sunday',
      website: '',
      fill_ms: 30_000,
    });
    expect(await sender().runOnce()).toMatchObject({ sent: 1 });
    const mail = smtp.received.at(-1)!;
    const read = readEmail(mail.raw);
    expect(mail.recipients).toEqual(mailSettings.to);
    expect(read.header('subject')).toBe('Contact message from Andre Baptiste');
    expect(read.header('reply-to')).toBe('Andre Baptiste <andre@example.com>');
    expect(read.text).toContain('Two follow spots?\n    <b>Saturday</b> & Sunday');
    expect(read.html).toContain('&lt;b&gt;Saturday&lt;/b&gt; &amp; Sunday');
    expect(id).toBeGreaterThan(0);
  });
});
