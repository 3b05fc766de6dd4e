import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { pruneHealth } from './health-repository.ts';
import { latestRolledUp, rollUpVitals } from './vital-rollup.ts';

/** One upkeep pass at a time across every API instance on the database. */
const UPKEEP_LOCK_KEY = 0x6865616c7468;

interface HealthUpkeepOptions {
  db: Database;
  /** HEALTH_PERIOD_SECONDS: a pass per period, once it has closed. */
  periodMs: number;
  retentionDays: number;
  windowMs: number;
  log: { error(details: object, message: string): void };
}

const floorTo = (time: number, ms: number) => new Date(Math.floor(time / ms) * ms);

/**
 * Once a period, in one instance at a time (a PostgreSQL advisory lock): rolls the periods that closed
 * since the last pass up into their vitals' p75 for the operators' charts, and drops figures past their
 * retention (docs/decisions/017, 025). Runs whether or not this instance runs the rollout guard.
 */
export function startHealthUpkeep(options: HealthUpkeepOptions) {
  let running: Promise<void> | undefined;
  const pass = () =>
    options.db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${UPKEEP_LOCK_KEY}) as locked`);
      if (!rowsOf<{ locked: boolean }>(result)[0]?.locked) return;
      const now = Date.now();
      const to = floorTo(now, options.periodMs);
      // The last period rolled up is rolled up again: a beacon may have reached it as it closed.
      const from =
        (await latestRolledUp(tx, to)) ??
        new Date(to.getTime() - options.retentionDays * 24 * 60 * 60 * 1000);
      await rollUpVitals(tx, { from, to });
      await pruneHealth(tx, new Date(now), options.retentionDays, options.windowMs);
    });
  const timer = setInterval(() => {
    if (running) return;
    running = pass()
      .catch((error: unknown) => options.log.error({ err: error }, 'the health upkeep pass failed'))
      .finally(() => {
        running = undefined;
      });
  }, options.periodMs);
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
