import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseQuotesCommand, runQuotesCommand, UsageError } from '../../cli/quotes-command.ts';
import { createMailSender } from './mail-sender.ts';
import type { Mailer } from './mailer.ts';
import { validQuote } from '../../testing/quote-payloads.ts';
import { describeOnEachDatabase, type TestApi } from '../../testing/test-app.ts';
import { mailSettings, postQuote } from './testing/mail-test-kit.ts';

const noMail: Mailer = { description: 'none', send: async () => {}, close() {} };

async function run(api: TestApi, args: string[], cwd = os.tmpdir()): Promise<string> {
  let output = '';
  await runQuotesCommand(args, {
    db: api.database.db,
    mail: mailSettings,
    cwd,
    write: (text) => {
      output += text;
    },
  });
  return output;
}

/** A minimal RFC 4180 reader, to check that the export reads back as written. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    const next = text[index + 1];
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      index++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && next === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe('npm run quotes arguments', () => {
  it('reads list, list --limit, export --csv and help', () => {
    expect(parseQuotesCommand(['list'])).toEqual({ name: 'list', limit: 20 });
    expect(parseQuotesCommand(['list', '--limit', '5'])).toEqual({ name: 'list', limit: 5 });
    expect(parseQuotesCommand(['export', '--csv', 'out.csv'])).toEqual({ name: 'export', csv: 'out.csv' });
    expect(parseQuotesCommand([])).toEqual({ name: 'help' });
    expect(parseQuotesCommand(['list', '-h'])).toEqual({ name: 'help' });
  });
  it.each([[['export']], [['list', '--limit', 'many']], [['delete']], [['list', '--all']]])(
    'refuses %j',
    (args) => expect(() => parseQuotesCommand(args)).toThrow(UsageError),
  );
});

describeOnEachDatabase('npm run quotes', (api) => {
  let folder: string;
  const references: string[] = [];
  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'rental-quotes-'));
    references.push((await postQuote(api.app, validQuote())).reference);
    references.push(
      (
        await postQuote(
          api.app,
          validQuote({
            customer_name: '=HYPERLINK("http://evil.example")',
            company_name: 'Night "Owl", Inc.\nFilms',
            language: 'fr',
            items: [{ id: validQuote().items[0]!.id, type: 'equipment', quantity: 4 }],
            fill_ms: 100,
          }),
        )
      ).reference,
    );
    await createMailSender({ db: api.database.db, mailer: noMail, settings: mailSettings }).runOnce();
  });
  afterAll(() => fs.rm(folder, { recursive: true, force: true }));

  it('lists the latest requests with reference, customer, dates, item count, e-mails and spam flag', async () => {
    const output = await run(api, ['list', '--limit', '2']);
    const [header, rule, newest, older, ...rest] = output.trimEnd().split('\n');
    expect(header).toMatch(
      /^Reference\s+Received\s+Customer\s+Company\s+Delivery\s+Days\s+Items\s+E-mails\s+Spam$/,
    );
    expect(rule).toMatch(/^-+( {2}-+){8}$/);
    expect(rest).toEqual([]);
    expect(newest).toMatch(
      new RegExp(
        `^${references[1]}\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\s+=HYPERLINK\\("http://evil\\.example…\\s+Night "Owl", Inc\\. Films\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\s+3\\s+1\\s+1 sent\\s+yes$`,
      ),
    );
    expect(older).toMatch(new RegExp(`^${references[0]}\\s.*\\s3\\s+3\\s+2 sent\\s+no$`));
  });

  it('exports every request with its lines as CSV, quoted and safe for spreadsheets', async () => {
    const output = await run(api, ['export', '--csv', 'quotes.csv'], folder);
    const file = path.join(folder, 'quotes.csv');
    expect(output).toBe(`Wrote 2 quote requests (4 rows) to ${file}\n`);
    const text = await fs.readFile(file, 'utf8');
    expect(text.startsWith('\uFEFFreference,received_at,customer_name,')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toHaveLength(21);
    const column = (row: string[], name: string) => row[header!.indexOf(name)];
    expect(rows.map((row) => column(row, 'reference'))).toEqual([
      references[0],
      references[0],
      references[0],
      references[1],
    ]);
    expect(rows.map((row) => column(row, 'item_type'))).toEqual([
      'equipment',
      'service',
      'package',
      'equipment',
    ]);
    const last = rows.at(-1)!;
    expect(column(last, 'customer_name')).toBe('\'=HYPERLINK("http://evil.example")');
    expect(column(last, 'company_name')).toBe('Night "Owl", Inc.\nFilms');
    expect(column(last, 'customer_phone')).toBe('+1 305 555 0199');
    expect(column(last, 'quantity')).toBe('4');
    expect(column(last, 'suspected_spam')).toBe('yes');
    expect(column(last, 'item_url')).toMatch(/^https:\/\/rentals\.test\/equipments\/\d+\/details$/);
    expect(column(last, 'delivery_date')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
    expect(await run(api, ['export', '--csv', '-'])).toBe(text);
  });
});
