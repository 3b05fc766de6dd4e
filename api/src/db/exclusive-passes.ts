import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { rowsOf } from './raw-rows.ts';

interface ExclusivePassesOptions {
  db: Database;
  /** The PostgreSQL advisory lock that makes a pass exclusive across every instance on the database. */
  lockKey: number;
  intervalMs: number;
  /** One pass, inside the transaction that holds the lock. */
  pass: (tx: Database) => Promise<unknown>;
  onError: (error: unknown) => void;
}

/**
 * Runs `pass` every interval in this process, each in a transaction that first tries to take an advisory
 * lock: an instance that cannot take it skips that pass, so one instance at a time runs it, and a pass
 * never starts while this process's last one is still running.
 */
export function startExclusivePasses(options: ExclusivePassesOptions) {
  let running: Promise<void> | undefined;
  const pass = () =>
    options.db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${options.lockKey}) as locked`);
      if (rowsOf<{ locked: boolean }>(result)[0]?.locked) await options.pass(tx);
    });
  const timer = setInterval(() => {
    if (running) return;
    running = pass()
      .catch(options.onError)
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    /** Runs a pass now (for tests and benchmarks), after the one under way. */
    async passNow() {
      await running;
      await pass();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
