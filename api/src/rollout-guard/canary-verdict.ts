import type { HealthFigures } from '@rental/shared/contracts';
import type { CanaryBuild } from '@rental/shared/federation/remotes-manifest.ts';
import type { RolloutGuardConfig } from '../config.ts';

export type GuardSettings = Omit<RolloutGuardConfig, 'enabled'>;

type CanaryVerdict =
  | { action: 'kill'; reason: string }
  /** Healthy, ramping, and a whole window at its percent: the next step (or promotion). */
  | { action: 'step'; reason: string }
  | { action: 'wait'; reason: string };

export type ChannelFigures = Pick<HealthFigures, 'views' | 'failures' | 'lcpP75' | 'inpP75'>;

const rate = (figures: ChannelFigures) => figures.failures / figures.views;
const shown = (value: number) => value.toFixed(3);

function vitalsProblem(
  name: string,
  canary: number | null,
  stable: number | null,
  maxRatio: number,
): string | undefined {
  if (canary === null || stable === null || stable <= 0) return undefined;
  const ratio = canary / stable;
  if (ratio <= maxRatio) return undefined;
  return `p75 ${name} ${Math.round(canary)} ms against stable's ${Math.round(stable)} ms (${ratio.toFixed(2)}×, more than ${maxRatio}×)`;
}

/**
 * Canary against stable over the window (docs/decisions/017): too few views on either channel is no
 * verdict; more failures per page view than stable by over the allowed delta, or a p75 LCP or INP over
 * the allowed ratio, kills it; otherwise a ramping canary that has spent a whole window at its percent
 * takes its next step.
 */
export function judgeCanary(input: {
  canary: CanaryBuild;
  canaryFigures: ChannelFigures;
  stableFigures: ChannelFigures;
  settings: GuardSettings;
  now: Date;
}): CanaryVerdict {
  const { canary, canaryFigures, stableFigures, settings } = input;
  const short = [
    canaryFigures.views < settings.minViews ? `canary ${canaryFigures.views}` : undefined,
    stableFigures.views < settings.minViews ? `stable ${stableFigures.views}` : undefined,
  ].filter(Boolean);
  if (short.length > 0)
    return { action: 'wait', reason: `too few page views (${short.join(', ')} of ${settings.minViews})` };
  const delta = rate(canaryFigures) - rate(stableFigures);
  if (delta > settings.maxFailureDelta)
    return {
      action: 'kill',
      reason:
        `failures per page view ${shown(rate(canaryFigures))} against stable's ${shown(rate(stableFigures))} ` +
        `(${canaryFigures.failures} in ${canaryFigures.views} views; more than ${settings.maxFailureDelta} worse)`,
    };
  const slower =
    vitalsProblem('LCP', canaryFigures.lcpP75, stableFigures.lcpP75, settings.maxVitalsRatio) ??
    vitalsProblem('INP', canaryFigures.inpP75, stableFigures.inpP75, settings.maxVitalsRatio);
  if (slower) return { action: 'kill', reason: slower };
  const healthy = `healthy: failures per page view ${shown(rate(canaryFigures))} (stable ${shown(rate(stableFigures))}) in ${canaryFigures.views} views`;
  if (!canary.ramp) return { action: 'wait', reason: healthy };
  const atPercentSince = Date.parse(canary.percentSince ?? canary.since ?? '1970-01-01T00:00:00Z');
  if (input.now.getTime() - atPercentSince < settings.windowMs)
    return { action: 'wait', reason: `${healthy}; not yet a whole window at ${canary.percent} %` };
  return { action: 'step', reason: healthy };
}
