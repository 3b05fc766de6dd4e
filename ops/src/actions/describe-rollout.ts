import type { OpsRemote } from '@rental/shared/contracts/ops-overview.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** A remote's rollout in a sentence: what an operator whose change was refused needs to see first. */
export const describeRollout = (remote: OpsRemote, t: Translate) =>
  remote.canary
    ? t('describe.withCanary', {
        stable: remote.stable.version,
        canary: remote.canary.version,
        percent: remote.canary.percent,
      })
    : t('describe.noCanary', { stable: remote.stable.version });
