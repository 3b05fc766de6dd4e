import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createMailSender } from './mail-sender.ts';
import { createMailer } from './mailer.ts';
import { startMailSender } from './start-mail-sender.ts';
import { validQuote } from '../../testing/quote-payloads.ts';
import { describeOnEachDatabase } from '../../testing/test-app.ts';
import { postQuote, testClock } from './testing/mail-test-kit.ts';
import { readEmail } from './testing/read-mime.ts';

describeOnEachDatabase('e-mails without SMTP_URL', (api) => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rental-mail-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  const emlFiles = async (folder: string) =>
    (await fs.readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();

  it('writes a quote’s two e-mails as readable .eml files into the outbox folder under the data folder', async () => {
    const config = loadConfig({ DATA_DIR: dataDir }).mail;
    expect(config.smtpUrl).toBeUndefined();
    expect(config.outboxDir).toBe(path.join(dataDir, 'outbox'));
    const quote = await postQuote(api.app, validQuote({ language: 'es' }));
    const sender = createMailSender({
      db: api.database.db,
      mailer: createMailer(config),
      settings: config,
      clock: testClock().now,
    });
    expect(await sender.runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });

    const files = await emlFiles(config.outboxDir);
    expect(files).toEqual([
      expect.stringMatching(new RegExp(`^\\d{6}-quote-company-${quote.reference}\\.eml$`)),
      expect.stringMatching(new RegExp(`^\\d{6}-quote-visitor-${quote.reference}\\.eml$`)),
    ]);
    expect(await fs.readdir(config.outboxDir)).toHaveLength(2);
    const [company, visitor] = await Promise.all(
      files.map(async (name) => readEmail(await fs.readFile(path.join(config.outboxDir, name), 'utf8'))),
    );
    expect(company!.header('to')).toBe('hello@doralproductionrentals.example');
    expect(company!.header('subject')).toBe(
      `Quote request ${quote.reference} from Marisol Ortega (Blue Hour Films)`,
    );
    expect(company!.text).toContain('http://localhost:8080/equipments/');
    expect(visitor!.header('to')).toBe('Marisol Ortega <marisol@example.com>');
    expect(visitor!.header('subject')).toBe(`Hemos recibido su solicitud de cotización ${quote.reference}`);
    expect(visitor!.header('message-id')).toMatch(/^<quote-visitor\..+@doralproductionrentals\.example>$/);
    expect(visitor!.text).toContain('Próximos pasos');
  });

  it('runs in the server: once started it sends what is queued, and it stops on request', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      MAIL_OUTBOX_DIR: path.join(dataDir, 'server-outbox'),
    }).mail;
    const quote = await postQuote(api.app, validQuote());
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const mail = startMailSender({ db: api.database.db, config, log });
    expect(mail.description).toBe(`.eml files in ${config.outboxDir} (set SMTP_URL to send them)`);
    await vi.waitFor(async () => expect(await emlFiles(config.outboxDir)).toHaveLength(2));
    await mail.stop();
    expect((await emlFiles(config.outboxDir)).every((name) => name.includes(quote.reference))).toBe(true);
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ kind: 'quote-visitor' }), 'e-mail sent');
    expect(log.error).not.toHaveBeenCalled();
  });
});
