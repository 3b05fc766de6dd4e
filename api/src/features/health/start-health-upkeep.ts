import type { Database } from '../../db/database.ts';
import { startExclusivePasses } from '../../db/exclusive-passes.ts';
import { pruneHealth } from '../../health-figures/health-pruning.ts';
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
 * Once a period, in one instance at a time: rolls the periods that closed since the last pass up into
 * their vitals' p75 for the operators' charts, and drops figures past their retention (docs/decisions/017,
 * 025). Runs whether or not this instance runs the rollout guard.
 */
export function startHealthUpkeep(options: HealthUpkeepOptions) {
  return startExclusivePasses({
    db: options.db,
    lockKey: UPKEEP_LOCK_KEY,
    intervalMs: options.periodMs,
    pass: async (tx) => {
      const now = Date.now();
      const to = floorTo(now, options.periodMs);
      // The last period rolled up is rolled up again: a beacon may have reached it as it closed.
      const from =
        (await latestRolledUp(tx, to)) ??
        new Date(to.getTime() - options.retentionDays * 24 * 60 * 60 * 1000);
      await rollUpVitals(tx, { from, to });
      await pruneHealth(tx, new Date(now), options.retentionDays, options.windowMs);
    },
    onError: (error) => options.log.error({ err: error }, 'the health upkeep pass failed'),
  });
}
