import type { OpsHistoryEntry } from '@rental/shared/contracts/ops-history.ts';
import type { OpsRemote } from '@rental/shared/contracts/ops-overview.ts';

type ChannelsSummary = OpsHistoryEntry['before'];

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** A remote's rollout in a sentence: what an operator whose change was refused needs to see first. */
export const describeRollout = (remote: OpsRemote, t: Translate) =>
  describeChannels(
    {
      stable: remote.stable.version,
      ...(remote.canary
        ? { canary: { version: remote.canary.version, percent: remote.canary.percent } }
        : {}),
    },
    t,
  );

/** Channels as the history gives them: a canary at 0 % is one that was killed. */
export function describeChannels(channels: ChannelsSummary, t: Translate): string {
  const { stable, canary } = channels;
  if (!canary) return t('describe.noCanary', { stable });
  if (canary.percent === 0) return t('describe.killed', { stable, canary: canary.version });
  return t('describe.withCanary', { stable, canary: canary.version, percent: canary.percent });
}
