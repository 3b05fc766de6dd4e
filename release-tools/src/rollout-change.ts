import type { RolloutChange } from '@rental/shared/rollouts/remotes-config-store.ts';
import {
  killCanary,
  promoteCanary,
  rollBack,
  RolloutRefused,
  setPercent,
  startCanary,
} from '@rental/shared/rollouts/rollout-plan.ts';
import { findRemote } from './remote-by-name.ts';
import { buildToStart, type StartBuildSources } from './rollout-start-build.ts';
import { ROLLOUT_USAGE } from './rollout-usage.ts';

/** The options of a change, as given on the command line. */
export interface ChangeOptions extends StartBuildSources {
  percent?: string;
  ramp: boolean;
  reason?: string;
}

const whole = (text: string | undefined, what: string): number => {
  if (text === undefined || !/^\d+$/.test(text)) throw new RolloutRefused(`${what} must be a whole number`);
  return Number(text);
};

/**
 * The change a command asks for, applied by the rules every rollout follows
 * (shared/src/rollouts/rollout-plan.ts, docs/decisions/016).
 */
export async function changeFor(
  command: string,
  args: string[],
  options: ChangeOptions,
  now: Date,
): Promise<RolloutChange> {
  const [name, value] = args;
  if (!name) throw new RolloutRefused(`${command} needs a remote\n${ROLLOUT_USAGE}`);
  const remote = findRemote(name);
  const base = {
    remote: remote.name,
    by: 'operator' as const,
    ...(options.reason ? { reason: options.reason } : {}),
  };
  switch (command) {
    case 'start': {
      if (!value) throw new RolloutRefused(`start needs a version\n${ROLLOUT_USAGE}`);
      const build = await buildToStart(remote, value, options);
      const percent = options.percent === undefined ? undefined : whole(options.percent, '--percent');
      return {
        ...base,
        action: 'start',
        apply: (channels) => startCanary(channels, { build, percent, ramp: options.ramp, now }),
      };
    }
    case 'percent': {
      const percent = whole(value, 'the percent');
      return { ...base, action: 'percent', apply: (channels) => setPercent(channels, percent, now) };
    }
    case 'promote':
      return { ...base, action: 'promote', apply: promoteCanary };
    case 'rollback':
      return { ...base, action: 'rollback', apply: rollBack };
    case 'kill':
      return { ...base, action: 'kill', apply: (channels) => killCanary(channels, now) };
    default:
      throw new RolloutRefused(`unknown command "${command}"\n${ROLLOUT_USAGE}`);
  }
}
