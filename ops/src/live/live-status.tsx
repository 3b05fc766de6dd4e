import { useTranslation } from 'react-i18next';
import { useLanguage } from '@rental/shared/i18n/use-language.ts';
import { formatMoment } from '../ui/formatting.ts';

/** Says whether what is on screen is live, and from when, so a stale view is never taken for the truth. */
export function LiveStatus({ failed, updatedAt }: { failed: boolean; updatedAt: number | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (updatedAt === undefined && !failed) return null;
  return (
    <p className={failed ? 'live live--stale' : 'live'}>
      {failed
        ? t('live.stale', { at: updatedAt ? formatMoment(updatedAt, language) : '–' })
        : t('live.updated', { at: formatMoment(updatedAt!, language) })}
    </p>
  );
}
