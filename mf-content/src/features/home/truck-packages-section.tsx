import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { mediaUrl } from '../../components/media.ts';
import { LinkedCard } from '../../components/linked-card.tsx';
import page from '../../components/page.module.css';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import styles from './home.module.css';
import { HomeSection } from './home-section.tsx';

/**
 * The four grip and lighting trucks (docs/product.md#home). They are fixed marketing content, so they are written
 * here in every language rather than fetched; the ids are the seeded packages 1–4, whose pages hold
 * the full, live item lists.
 */
const TRUCKS = [
  { packageId: 1, key: 'sevenTon', image: '/media/packages/truck-7-ton.svg' },
  { packageId: 2, key: 'fiveTon', image: '/media/packages/truck-5-ton.svg' },
  { packageId: 3, key: 'threeTon', image: '/media/packages/truck-3-ton.svg' },
  { packageId: 4, key: 'twoTon', image: '/media/packages/truck-2-ton.svg' },
] as const;

export function TruckPackagesSection() {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <HomeSection
      block="trucks"
      tone="raised"
      headerAside={
        <Link className={page.moreLink} to={paths.packages()}>
          {t('home.trucks.all')}
        </Link>
      }
    >
      <ul className={styles.truckGrid}>
        {TRUCKS.map((truck) => (
          <li key={truck.key}>
            <LinkedCard
              image={mediaUrl(truck.image)}
              to={paths.packageDetail({ id: truck.packageId })}
              title={t(`home.trucks.items.${truck.key}.name`)}
              text={t(`home.trucks.items.${truck.key}.text`)}
              textClassName={styles.muted}
              badge={t(`home.trucks.items.${truck.key}.badge`)}
            />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
