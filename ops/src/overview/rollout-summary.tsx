import { useTranslation } from 'react-i18next';
import type { OpsOverview, OpsRemote } from '@rental/shared/contracts/ops-overview.ts';
import { useLanguage } from '@rental/shared/i18n/use-language.ts';
import { formatAgo, formatNumber, formatShare } from '../ui/formatting.ts';
import { guardExplanation } from './guard-explanation.ts';

type Build = OpsRemote['stable'] | NonNullable<OpsRemote['canary']>;

function BuildState({ build }: { build: Build }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={`state state--${build.state}`}>{t(`state.${build.state}`)}</span>
      {'servedInstead' in build && build.servedInstead !== undefined && (
        <span className="state__detail">{t('state.servedInstead', { version: build.servedInstead })}</span>
      )}
      {build.problem && (
        // The server writes its reasons in English, whatever the console's language.
        <span className="state__detail state__detail--problem" lang="en">
          {build.problem}
        </span>
      )}
    </>
  );
}

function ChannelFigures({ figures }: { figures: NonNullable<OpsRemote['guard']>['canary'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      {t('guard.figures', {
        views: formatNumber(figures.views, language),
        failures: formatNumber(figures.failures, language),
        share: figures.views ? formatShare(figures.failures / figures.views, language) : '–',
      })}
      {figures.lcpP75 !== null && ` · ${t('guard.lcp', { value: formatNumber(figures.lcpP75, language) })}`}
      {figures.inpP75 !== null && ` · ${t('guard.inp', { value: formatNumber(figures.inpP75, language) })}`}
    </>
  );
}

interface RolloutSummaryProps {
  remote: OpsRemote;
  guard: OpsOverview['guard'];
  now: number;
}

/**
 * A remote's rollout as the on-call operator needs it at a glance: what each channel serves and whether
 * this instance has it, the canary's share and ramp, and what the guard would do now and why.
 */
export function RolloutSummary({ remote, guard, now }: RolloutSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { stable, canary } = remote;
  return (
    <dl className="summary">
      <div>
        <dt>{t('summary.stable')}</dt>
        <dd>
          <span className="version">{stable.version}</span> <BuildState build={stable} />
        </dd>
      </div>
      <div>
        <dt>{t('summary.canary')}</dt>
        <dd>
          {canary ? (
            <>
              <span className="version">{canary.version}</span> <BuildState build={canary} />
              {canary.percent === 0 ? (
                <span className="summary__line">{t('summary.killed')}</span>
              ) : (
                <>
                  <span className="summary__line">
                    {t('summary.percent', { percent: canary.percent })}
                    {canary.percentSince &&
                      ` ${t('summary.since', { ago: formatAgo(canary.percentSince, t, now) })}`}
                  </span>
                  <span className="summary__line">
                    {canary.ramp
                      ? canary.nextRampPercent === null
                        ? t('summary.rampPromoteNext')
                        : t('summary.rampNext', { percent: canary.nextRampPercent })
                      : t('summary.noRamp')}
                  </span>
                </>
              )}
            </>
          ) : (
            t('summary.noCanary')
          )}
        </dd>
      </div>
      {canary && canary.percent > 0 && (
        <div>
          <dt>{t('summary.guard')}</dt>
          <dd>
            {remote.guard ? (
              <>
                <span className={`decision decision--${remote.guard.decision}`}>
                  {t(`guard.decision.${remote.guard.decision}`)}
                </span>
                <span className="summary__line">
                  {guardExplanation(remote.guard, guard, canary, t, language)}
                </span>
                <span className="summary__line muted">
                  {t('guard.canary')} <ChannelFigures figures={remote.guard.canary} />
                </span>
                <span className="summary__line muted">
                  {t('guard.stable')} <ChannelFigures figures={remote.guard.stable} />
                </span>
              </>
            ) : (
              t('guard.noViews')
            )}
            <span className="summary__line muted">
              {guard.enabled
                ? t('guard.next', {
                    seconds: guard.intervalSeconds,
                    minutes: formatNumber(guard.windowSeconds / 60, language),
                  })
                : t('guard.off')}
            </span>
          </dd>
        </div>
      )}
    </dl>
  );
}
