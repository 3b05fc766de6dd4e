import type { Database } from '../../db/database.ts';
import { composeOutboxEmail, type MailSettings } from './compose-outbox-email.ts';
import type { Mailer } from './mailer.ts';
import {
  claimNextEmail,
  markFailed,
  markSent,
  scheduleRetry,
  type OutboxEmail,
} from '../../outbox/outbox-repository.ts';
import { defaultRetryPolicy, isPermanentFailure, retryDelayMs, type RetryPolicy } from './retry-policy.ts';

/** The part of a pino/Fastify logger the sender uses. */
export interface SenderLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailSenderOptions {
  db: Database;
  mailer: Mailer;
  settings: MailSettings;
  log?: SenderLog;
  /** The time as the sender sees it; tests move it forward instead of sleeping. */
  clock?: () => Date;
  pollIntervalMs?: number;
  /** How long a claimed e-mail is reserved for its sender; far longer than one send may take. */
  leaseMs?: number;
  batchSize?: number;
  retry?: RetryPolicy;
}

export interface RunSummary {
  sent: number;
  retrying: number;
  failed: number;
}

export interface MailSender {
  /** Claims and sends the e-mails that are due, one at a time, up to a batch. */
  runOnce(): Promise<RunSummary>;
  /** Runs at once, then every poll interval, until `stop`. */
  start(): void;
  /** Waits for the e-mail being sent, if any, and stops. */
  stop(): Promise<void>;
}

const silentLog: SenderLog = { info() {}, warn() {}, error() {} };

const describeError = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, mailer, settings } = options;
  const log = options.log ?? silentLog;
  const clock = options.clock ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? 2_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 20;
  const retry = options.retry ?? defaultRetryPolicy;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function giveUp(row: OutboxEmail, reason: string): Promise<'failed'> {
    await markFailed(db, row.id, reason);
    log.error({ email: row.id, kind: row.kind, attempts: row.attempts, reason }, 'e-mail failed for good');
    return 'failed';
  }

  /** The mark that follows a send is what a crash can lose: the e-mail is then sent again, same Message-ID. */
  async function deliver(row: OutboxEmail): Promise<keyof RunSummary> {
    if (row.attempts > retry.maxAttempts) return giveUp(row, `gave up after ${retry.maxAttempts} attempts`);
    try {
      const email = await composeOutboxEmail(db, row, settings);
      if (!email)
        return await giveUp(row, 'nothing to send: no such request or message, or no valid address');
      await mailer.send(email);
    } catch (error) {
      const reason = describeError(error);
      if (isPermanentFailure(error) || row.attempts >= retry.maxAttempts) return giveUp(row, reason);
      const next = new Date(clock().getTime() + retryDelayMs(row.attempts, retry));
      await scheduleRetry(db, row.id, next, reason);
      log.warn(
        { email: row.id, kind: row.kind, attempts: row.attempts, next, reason },
        'e-mail will be retried',
      );
      return 'retrying';
    }
    await markSent(db, row.id, clock());
    log.info({ email: row.id, kind: row.kind, messageId: row.messageId }, 'e-mail sent');
    return 'sent';
  }

  async function runOnce(): Promise<RunSummary> {
    const summary: RunSummary = { sent: 0, retrying: 0, failed: 0 };
    for (let count = 0; count < batchSize && !stopping; count++) {
      const row = await claimNextEmail(db, clock(), leaseMs);
      if (!row) break;
      summary[await deliver(row)]++;
    }
    return summary;
  }

  /** Batch after batch while batches come back full, since more e-mails may be due. */
  async function drain(): Promise<void> {
    try {
      for (;;) {
        const { sent, retrying, failed } = await runOnce();
        if (stopping || sent + retrying + failed < batchSize) return;
      }
    } catch (error) {
      log.error({ err: error }, 'the mail sender could not run; it tries again shortly');
    }
  }

  function runAndReschedule(): void {
    running = drain().finally(() => {
      running = undefined;
      if (stopping) return;
      timer = setTimeout(runAndReschedule, pollIntervalMs);
      timer.unref();
    });
  }

  return {
    runOnce,
    start() {
      if (stopping || running || timer) return;
      runAndReschedule();
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running;
    },
  };
}
