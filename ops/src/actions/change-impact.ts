import type { OpsRemote } from '@rental/shared/contracts/ops-overview.ts';
import type { Language } from '@rental/shared/i18n/languages.ts';
import { formatNumber } from '../ui/formatting.ts';

export type ConsoleAction = 'start' | 'percent' | 'promote' | 'rollback' | 'kill';

/** Page views of the last hour per channel: how many visitors a change reaches, in figures they produced. */
export interface HourTraffic {
  stable: number;
  canary: number;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

interface ImpactInput {
  action: ConsoleAction;
  remote: OpsRemote;
  traffic: HourTraffic | undefined;
  /** The new percent of `percent` and `start`. */
  percent?: number;
  /** The version `start` would serve. */
  version?: string;
}

/**
 * What a change does, for how many visitors, in one sentence the confirmation shows before anything is
 * sent: the share it moves, and the page views that share had in the last hour.
 */
export function changeImpact(input: ImpactInput, t: Translate, language: Language): string {
  const { action, remote, traffic, percent } = input;
  const total = traffic ? traffic.stable + traffic.canary : undefined;
  const views = (count: number | undefined) =>
    count === undefined
      ? t('impact.viewsUnknown')
      : t('impact.views', { views: formatNumber(Math.round(count), language) });
  const stable = remote.stable.version;
  const canary = remote.canary;
  switch (action) {
    case 'start':
      return t('impact.start', {
        version: input.version ?? '–',
        percent: percent ?? 0,
        stable,
        views: views(total === undefined ? undefined : (total * (percent ?? 0)) / 100),
      });
    case 'percent':
      return t('impact.percent', {
        version: canary?.version ?? '–',
        from: canary?.percent ?? 0,
        to: percent ?? 0,
        stable,
        views: views(total === undefined ? undefined : (total * (percent ?? 0)) / 100),
      });
    case 'promote':
      return t('impact.promote', {
        version: canary?.version ?? '–',
        rest: 100 - (canary?.percent ?? 0),
        stable,
        views: views(traffic?.stable),
      });
    case 'kill':
      return t('impact.kill', {
        version: canary?.version ?? '–',
        percent: canary?.percent ?? 0,
        stable,
        views: views(traffic?.canary),
      });
    case 'rollback':
      return t('impact.rollback', { stable, views: views(total) });
  }
}
