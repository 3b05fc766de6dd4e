import pg from 'pg';
import type { QuoteSubmission } from './site-load.ts';

export interface QuoteLedger {
  sent: number;
  /** Answered 201 with a reference. */
  acknowledged: number;
  /** Rows in quote_requests for this run's submissions. */
  stored: number;
  /** Acknowledged, and not stored. */
  lost: number;
  /** Submissions stored more than once. */
  doubled: number;
}

/** Compares what the clients were told with what quote_requests holds, by each submission's marker. */
export async function countQuotes(
  databaseUrl: string,
  markerPrefix: string,
  submissions: QuoteSubmission[],
): Promise<QuoteLedger> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ customer_name: string; copies: string }>(
      'SELECT customer_name, count(*) AS copies FROM quote_requests WHERE customer_name LIKE $1 GROUP BY customer_name',
      [`${markerPrefix}%`],
    );
    const copies = new Map(rows.map((row) => [row.customer_name, Number(row.copies)]));
    const acknowledged = submissions.filter((submission) => submission.reference !== undefined);
    return {
      sent: submissions.length,
      acknowledged: acknowledged.length,
      stored: [...copies.values()].reduce((sum, count) => sum + count, 0),
      lost: acknowledged.filter((submission) => !copies.has(submission.marker)).length,
      doubled: [...copies.values()].filter((count) => count > 1).length,
    };
  } finally {
    await client.end();
  }
}

/** E-mails of the outbox not yet sent or given up on: what the mail senders still have to do. */
export async function pendingEmails(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pending: string }>(
      "SELECT count(*) AS pending FROM outbox_emails WHERE status = 'pending'",
    );
    return Number(rows[0]?.pending ?? 0);
  } finally {
    await client.end();
  }
}
