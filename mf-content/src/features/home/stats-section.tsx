import { useTranslation } from 'react-i18next';
import { CompanyStats } from '../../components/counters/company-stats.tsx';
import { Section } from '../../components/section.tsx';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';

/** The four animated company counters (docs/product.md#home). */
export function StatsSection() {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <Section block="stats" tone="raised" title={t('home.stats.title')} lead={t('home.stats.lead')}>
      <CompanyStats />
    </Section>
  );
}
