import type { OpsOverview, OpsRemote } from '@rental/shared/contracts/ops-overview.ts';
import type { Language } from '@rental/shared/i18n/languages.ts';
import { formatNumber, formatShare } from '../ui/formatting.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;
type Judged = NonNullable<OpsRemote['guard']>;
type Figures = Judged['canary'];

const failureRate = (figures: Figures) => (figures.views ? figures.failures / figures.views : 0);

/**
 * Why the guard decides what it does, in the operator's language, from the figures it judged and its
 * limits (the rules of docs/decisions/017, as the server applies them): the server's own sentence is
 * English, and the history keeps it as it was written.
 */
export function guardExplanation(
  judged: Judged,
  guard: OpsOverview['guard'],
  canary: NonNullable<OpsRemote['canary']>,
  t: Translate,
  language: Language,
): string {
  const { canary: ours, stable } = judged;
  if (ours.views < guard.minViews || stable.views < guard.minViews)
    return t('why.fewViews', { canary: ours.views, stable: stable.views, min: guard.minViews });
  const limit = failureRate(stable) + guard.maxFailureDelta;
  if (failureRate(ours) > limit)
    return t('why.failures', {
      canary: formatShare(failureRate(ours), language),
      stable: formatShare(failureRate(stable), language),
      limit: formatShare(limit, language),
      delta: formatShare(guard.maxFailureDelta, language),
    });
  for (const [vital, mine, theirs] of [
    ['LCP', ours.lcpP75, stable.lcpP75],
    ['INP', ours.inpP75, stable.inpP75],
  ] as const) {
    if (mine === null || theirs === null || theirs <= 0) continue;
    if (mine / theirs > guard.maxVitalsRatio)
      return t('why.vital', {
        vital,
        canary: formatNumber(mine, language),
        stable: formatNumber(theirs, language),
        limit: formatNumber(theirs * guard.maxVitalsRatio, language),
        ratio: formatNumber(guard.maxVitalsRatio, language, 2),
      });
  }
  const healthy = t('why.healthy', {
    canary: formatShare(failureRate(ours), language),
    limit: formatShare(limit, language),
    views: formatNumber(ours.views, language),
  });
  return judged.decision === 'wait' && canary.ramp
    ? `${healthy} ${t('why.dwell', { percent: canary.percent })}`
    : healthy;
}
