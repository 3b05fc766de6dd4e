import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { MailConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { formatShortDateTime } from '../features/mail/date-format.ts';
import { itemUrl } from '../features/mail/email-content.ts';
import { toCsv, type CsvCell } from './csv.ts';
import {
  allQuoteRequestsWithLines,
  latestQuoteRequests,
  type QuoteSummary,
} from './quote-report-repository.ts';
import { textTable } from './text-table.ts';

export const USAGE = `Usage: npm run quotes -- <command>

  list [--limit N]     the latest quote requests, newest first (20 unless N is given)
  export --csv FILE    every request with its lines, one line per row, as CSV ("-" for the standard output)

Reads the database the server uses: DATABASE_URL, or PGlite in DATA_DIR (stop the server first).
`;

interface QuotesCommandContext {
  db: Database;
  mail: Pick<MailConfig, 'siteUrl' | 'timeZone'>;
  /** Where relative file names are resolved: the folder the command was started from. */
  cwd: string;
  write: (text: string) => void;
}

export class UsageError extends Error {}

type Command = { name: 'help' } | { name: 'list'; limit: number } | { name: 'export'; csv: string };

export function parseQuotesCommand(args: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { csv: { type: 'string' }, limit: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  if (values.help || positionals.length === 0) return { name: 'help' };
  if (positionals.length > 1) throw new UsageError(`one command at a time, got "${positionals.join(' ')}"`);
  if (positionals[0] === 'list') {
    const limit = Number(values.limit ?? 20);
    if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--limit must be a positive integer`);
    return { name: 'list', limit };
  }
  if (positionals[0] === 'export') {
    if (!values.csv) throw new UsageError('export needs --csv FILE');
    return { name: 'export', csv: values.csv };
  }
  throw new UsageError(`unknown command "${positionals[0]}"`);
}

const emailStates = (emails: QuoteSummary['emails']) =>
  Object.entries(emails)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${count} ${status}`)
    .join(', ') || 'none';

async function list(context: QuotesCommandContext, limit: number): Promise<void> {
  const requests = await latestQuoteRequests(context.db, limit);
  if (requests.length === 0) return context.write('No quote requests yet.\n');
  const when = (date: Date) => formatShortDateTime(date, context.mail.timeZone);
  const header = [
    'Reference',
    'Received',
    'Customer',
    'Company',
    'Delivery',
    'Days',
    'Items',
    'E-mails',
    'Spam',
  ];
  const rows = requests.map((request) => [
    request.reference,
    when(request.createdAt),
    request.customerName,
    request.companyName,
    when(request.deliveryDate),
    String(request.totalDays),
    String(request.items),
    emailStates(request.emails),
    request.suspectedSpam ? 'yes' : 'no',
  ]);
  context.write(textTable(header, rows));
}

const CSV_HEADER = [
  'reference',
  'received_at',
  'customer_name',
  'company_name',
  'customer_email',
  'customer_phone',
  'type',
  'delivery_date',
  'total_days',
  'delivery_address',
  'delivery_city',
  'delivery_state',
  'delivery_zip',
  'language',
  'suspected_spam',
  'spam_reason',
  'item_type',
  'item_id',
  'item_name',
  'quantity',
  'item_url',
];

async function exportCsv(context: QuotesCommandContext, file: string): Promise<void> {
  const requests = await allQuoteRequestsWithLines(context.db);
  const rows: CsvCell[][] = [CSV_HEADER];
  for (const request of requests) {
    const fields: CsvCell[] = [
      request.reference,
      request.createdAt.toISOString(),
      request.customerName,
      request.companyName,
      request.customerEmail,
      request.customerPhone,
      request.type,
      request.deliveryDate.toISOString(),
      request.totalDays,
      request.deliveryAddress,
      request.deliveryCity,
      request.deliveryState,
      request.deliveryZip,
      request.language,
      request.suspectedSpam ? 'yes' : 'no',
      request.spamReason,
    ];
    if (request.lines.length === 0) rows.push(fields);
    for (const line of request.lines) {
      const url = itemUrl(context.mail.siteUrl, line.itemType, line.itemId);
      rows.push([...fields, line.itemType, line.itemId, line.itemName, line.quantity, url]);
    }
  }
  const csv = toCsv(rows);
  if (file === '-') return context.write(csv);
  const target = path.resolve(context.cwd, file);
  await fs.writeFile(target, csv);
  const requestCount = `${requests.length} quote request${requests.length === 1 ? '' : 's'}`;
  context.write(`Wrote ${requestCount} (${rows.length - 1} rows) to ${target}\n`);
}

/** Runs one operator command against an open database. */
export async function runQuotesCommand(args: string[], context: QuotesCommandContext): Promise<void> {
  const command = parseQuotesCommand(args);
  if (command.name === 'help') return context.write(USAGE);
  if (command.name === 'list') return list(context, command.limit);
  return exportCsv(context, command.csv);
}
