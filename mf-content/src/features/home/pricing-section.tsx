import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { buttonClass } from '@rental/shared/ui/button.tsx';
import { CounterGrid } from '../../components/counters/counter-grid.tsx';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import styles from './home.module.css';
import { HomeSection } from './home-section.tsx';

/** The pricing-area block with its four counters (docs/product.md#home): how we price, in numbers. */
const PRICING_COUNTERS = [
  { id: 'weekDays', target: 3 },
  { id: 'quoteHours', target: 24 },
  { id: 'radius', target: 150 },
  { id: 'packages', target: 10 },
] as const;

export function PricingSection() {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <HomeSection block="pricing" tone="raised">
      <CounterGrid
        items={PRICING_COUNTERS.map((counter) => ({
          ...counter,
          label: t(`home.pricing.counters.${counter.id}`),
        }))}
      />
      <div className={styles.centeredAction}>
        <Link className={buttonClass('primary')} to={paths.requestQuote()}>
          {t('common.requestQuote')}
        </Link>
      </div>
    </HomeSection>
  );
}
