import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import { CounterGrid } from './counter-grid.tsx';

/** The company's four headline numbers (docs/product.md#home), on the home and about pages. */
const COMPANY_STATS = [
  { id: 'years', target: 15, suffix: '' },
  { id: 'projects', target: 1250, suffix: '+' },
  { id: 'team', target: 42, suffix: '' },
  { id: 'inventory', target: 4800, suffix: '+' },
] as const;

export function CompanyStats() {
  const { t } = useTranslation(CONTENT_NS);
  return <CounterGrid items={COMPANY_STATS.map((stat) => ({ ...stat, label: t(`stats.${stat.id}`) }))} />;
}
