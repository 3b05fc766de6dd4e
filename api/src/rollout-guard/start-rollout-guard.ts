import { openRemotesConfigStore } from '@rental/shared/rollouts/open-remotes-config-store.ts';
import type { Database } from '../db/database.ts';
import { startExclusivePasses } from '../db/exclusive-passes.ts';
import type { GuardSettings } from './canary-verdict.ts';
import { guardRollouts, type GuardLog, type GuardOutcome } from './rollout-guard.ts';

/** One guard at a time across every API instance on the database. */
const GUARD_LOCK_KEY = 0x6775617264;

interface RolloutGuardOptions {
  db: Database;
  /** remotes.json: a file or a URL. */
  remotesConfig: string;
  remotesConfigToken?: string;
  settings: GuardSettings;
  log: GuardLog & { error(details: object, message: string): void };
  /** Told each decision of a pass, waits included (docs/operations.md#metrics). */
  onDecision?: (remote: GuardOutcome['remote'], kind: GuardOutcome['action']) => void;
}

/**
 * Runs the rollout guard every interval in this process (docs/decisions/017), one instance at a time (an
 * advisory lock), so two instances never judge the same rollout at once.
 */
export function startRolloutGuard(options: RolloutGuardOptions) {
  const store = openRemotesConfigStore(options.remotesConfig, options.remotesConfigToken);
  return startExclusivePasses({
    db: options.db,
    lockKey: GUARD_LOCK_KEY,
    intervalMs: options.settings.intervalMs,
    pass: async (tx) => {
      const outcomes = await guardRollouts({
        db: tx,
        store,
        settings: options.settings,
        now: new Date(),
        log: options.log,
      });
      for (const { remote, action } of outcomes) options.onDecision?.(remote, action);
    },
    onError: (error) => options.log.error({ err: error }, 'the rollout guard pass failed'),
  });
}
