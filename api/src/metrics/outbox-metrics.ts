import { Gauge, type Registry } from 'prom-client';

/** How long one reading of the outbox answers scrapes: however often they come, one query per this. */
const OUTBOX_READING_MS = 5_000;

/**
 * The e-mail outbox's backlog (docs/operations.md#metrics): how many e-mails wait and how long the oldest
 * has waited, read from the database at a scrape and kept a few seconds, so that scrapes cannot add load
 * to the database. A reading that fails shows as NaN rather than the last figures, which would look
 * healthy while nothing is known.
 */
export function outboxMetrics(
  registry: Registry,
  /** `readOutboxBacklog` on the app's database. */
  readBacklog: () => Promise<{ pending: number; oldestAt: Date | null }>,
  now: () => number = Date.now,
) {
  let reading: { at: number; backlog: Promise<{ pending: number; oldestAgeSeconds: number }> } | undefined;
  const backlog = () => {
    if (!reading || now() - reading.at >= OUTBOX_READING_MS)
      reading = {
        at: now(),
        backlog: readBacklog().then(
          ({ pending, oldestAt }) => ({
            pending,
            oldestAgeSeconds: oldestAt ? Math.max(0, (now() - oldestAt.getTime()) / 1000) : 0,
          }),
          () => ({ pending: Number.NaN, oldestAgeSeconds: Number.NaN }),
        ),
      };
    return reading.backlog;
  };
  new Gauge({
    name: 'mail_outbox_pending',
    help: 'E-mails in the outbox waiting to be sent (retries included), read at most every 5 s',
    registers: [registry],
    async collect() {
      this.set((await backlog()).pending);
    },
  });
  new Gauge({
    name: 'mail_outbox_oldest_pending_age_seconds',
    help: 'How long the oldest e-mail waiting to be sent has waited (0 with none), read at most every 5 s',
    registers: [registry],
    async collect() {
      this.set((await backlog()).oldestAgeSeconds);
    },
  });
}
