import { sql } from 'drizzle-orm';
import { openRemotesConfigStore } from '@rental/shared/rollouts/open-remotes-config-store.ts';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import type { GuardSettings } from './canary-verdict.ts';
import { guardRollouts, type GuardLog } from './rollout-guard.ts';

/** One guard at a time across every API instance on the database. */
const GUARD_LOCK_KEY = 0x6775617264;

interface RolloutGuardOptions {
  db: Database;
  /** remotes.json: a file or a URL. */
  remotesConfig: string;
  remotesConfigToken?: string;
  settings: GuardSettings;
  log: GuardLog & { error(details: object, message: string): void };
}

/**
 * Runs the rollout guard every interval in this process (docs/decisions/017). A pass holds a PostgreSQL
 * advisory lock for its transaction: an instance that cannot take it skips the pass, so two instances
 * never judge the same rollout at once.
 */
export function startRolloutGuard(options: RolloutGuardOptions) {
  const store = openRemotesConfigStore(options.remotesConfig, options.remotesConfigToken);
  let running: Promise<void> | undefined;
  const pass = async () => {
    await options.db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${GUARD_LOCK_KEY}) as locked`);
      if (!rowsOf<{ locked: boolean }>(result)[0]?.locked) return;
      const now = new Date();
      await guardRollouts({ db: tx, store, settings: options.settings, now, log: options.log });
    });
  };
  const timer = setInterval(() => {
    if (running) return;
    running = pass()
      .catch((error: unknown) => options.log.error({ err: error }, 'the rollout guard pass failed'))
      .finally(() => {
        running = undefined;
      });
  }, options.settings.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
