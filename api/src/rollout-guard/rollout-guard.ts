import type { HealthFigures } from '@rental/shared/contracts';
import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type { CanaryBuild, RemoteChannels } from '@rental/shared/federation/remotes-manifest.ts';
import type { RemotesConfigStore } from '@rental/shared/rollouts/remotes-config-store.ts';
import {
  killCanary,
  nextRampStep,
  RolloutRefused,
  type RolloutAction,
} from '@rental/shared/rollouts/rollout-plan.ts';
import type { Database } from '../db/database.ts';
import { rolloutEvents } from '../db/schema.ts';
import { readHealthFigures } from '../health-figures/health-figures-reading.ts';
import { enqueueRolloutEmail } from '../outbox/outbox-repository.ts';
import { judgeCanary, type ChannelFigures, type GuardSettings } from './canary-verdict.ts';

export interface GuardLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface GuardOutcome {
  remote: RemoteName;
  version: string;
  action: 'kill' | 'ramp' | 'promote' | 'wait';
  reason: string;
}

const NO_FIGURES: ChannelFigures = { views: 0, failures: 0, lcpP75: null, inpP75: null };

async function figuresOf(
  db: Database,
  remote: RemoteName,
  version: string,
  channel: 'stable' | 'canary',
  from: number,
  to: number,
): Promise<ChannelFigures> {
  const [figures]: HealthFigures[] = await readHealthFigures(db, {
    from: new Date(from),
    to: new Date(to),
    remote,
    version,
    channel,
  });
  return figures ?? NO_FIGURES;
}

/**
 * The canary's figures since it started (at most a window back), and stable's over the window; at 100 %
 * stable has no visitors, so its figures are those of the window before the canary reached everyone.
 */
async function windowFigures(
  db: Database,
  remote: RemoteName,
  channels: RemoteChannels,
  canary: CanaryBuild,
  now: number,
  windowMs: number,
) {
  const since = canary.since ? Date.parse(canary.since) : 0;
  const percentSince = Date.parse(canary.percentSince ?? canary.since ?? '1970-01-01T00:00:00Z');
  const stableTo = canary.percent >= 100 ? percentSince : now;
  return {
    canaryFigures: await figuresOf(
      db,
      remote,
      canary.version,
      'canary',
      Math.max(now - windowMs, since),
      now,
    ),
    stableFigures: await figuresOf(
      db,
      remote,
      channels.stable.version,
      'stable',
      stableTo - windowMs,
      stableTo,
    ),
  };
}

/**
 * What the guard makes of a remote's canary now, from the same figures a pass reads: undefined when it
 * has no canary with visitors. The operators' console shows this between passes.
 */
export async function judgeRollout(
  db: Database,
  remote: RemoteName,
  channels: RemoteChannels,
  settings: GuardSettings,
  now: Date,
) {
  const canary = channels.canary;
  if (!canary || canary.percent <= 0) return undefined;
  const figures = await windowFigures(db, remote, channels, canary, now.getTime(), settings.windowMs);
  return { canary, ...figures, verdict: judgeCanary({ canary, ...figures, settings, now }) };
}

/** The change only applies to the rollout that was judged; one changed meanwhile is left alone. */
const sameRollout =
  (judged: CanaryBuild, change: (channels: RemoteChannels) => RemoteChannels) =>
  (channels: RemoteChannels) => {
    if (channels.canary?.rolloutId !== judged.rolloutId || channels.canary.percent !== judged.percent)
      throw new RolloutRefused('the rollout changed while the guard judged it');
    return change(channels);
  };

/**
 * One pass of the rollout guard (docs/decisions/017) over every canary that has visitors: kill an
 * unhealthy one, step a healthy ramping one up or promote it. Each change goes through the store
 * (remotes.json and its history); a kill is also recorded in the database with the operators' e-mail.
 */
export async function guardRollouts(options: {
  db: Database;
  store: RemotesConfigStore;
  settings: GuardSettings;
  now: Date;
  log: GuardLog;
}): Promise<GuardOutcome[]> {
  const { db, store, settings, now, log } = options;
  const manifest = await store.read();
  const outcomes: GuardOutcome[] = [];
  for (const [remote, channels] of Object.entries(manifest) as [RemoteName, RemoteChannels][]) {
    const judged = await judgeRollout(db, remote, channels, settings, now);
    if (!judged) continue;
    const { canary, verdict } = judged;
    if (verdict.action === 'wait') {
      outcomes.push({ remote, version: canary.version, action: 'wait', reason: verdict.reason });
      continue;
    }
    const action: RolloutAction =
      verdict.action === 'kill' ? 'kill' : canary.percent >= 100 ? 'promote' : 'ramp';
    try {
      // The kill's record and e-mail are written first and the file last, in one savepoint: a file that
      // cannot be changed takes them back, and a kill that happened is never left unrecorded.
      await db.transaction(async (step) => {
        if (verdict.action === 'kill') {
          const [event] = await step
            .insert(rolloutEvents)
            .values({ at: now, remote, action, version: canary.version, reason: verdict.reason })
            .returning({ id: rolloutEvents.id });
          if (event) await enqueueRolloutEmail(step, event.id);
        }
        await store.change(
          {
            remote,
            action,
            by: 'guard',
            reason: verdict.reason,
            apply: sameRollout(canary, (current) =>
              verdict.action === 'kill' ? killCanary(current, now) : nextRampStep(current, now),
            ),
          },
          now,
        );
      });
    } catch (error) {
      if (!(error instanceof RolloutRefused)) throw error;
      log.warn(
        { remote, version: canary.version, problem: error.message },
        'rollout guard left the rollout alone',
      );
      continue;
    }
    outcomes.push({
      remote,
      version: canary.version,
      action: action as GuardOutcome['action'],
      reason: verdict.reason,
    });
    if (verdict.action === 'kill')
      log.warn(
        { remote, version: canary.version, reason: verdict.reason },
        'rollout guard killed the canary',
      );
    else
      log.info(
        { remote, version: canary.version, action, reason: verdict.reason },
        'rollout guard stepped the ramp',
      );
  }
  return outcomes;
}
