import { useTranslation } from 'react-i18next';
import type { Package } from '@rental/shared/contracts';
import { useTextLang } from '@rental/shared/i18n/page-language.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import type { Loaded } from '../../components/load-from-api.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { mediaUrl } from '../../components/media.ts';
import { LinkedCard } from '../../components/linked-card.tsx';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import styles from './home.module.css';
import { HomeSection } from './home-section.tsx';

/**
 * The four grip and lighting trucks (docs/product.md#home): the seeded packages 1–4, whose pages hold the full,
 * live item lists. Their names are the packages' own, from the API in the page's language; the line under
 * each and its badge are this block's marketing texts.
 */
const TRUCKS = [
  { packageId: 1, key: 'sevenTon', image: '/media/packages/truck-7-ton.svg' },
  { packageId: 2, key: 'fiveTon', image: '/media/packages/truck-5-ton.svg' },
  { packageId: 3, key: 'threeTon', image: '/media/packages/truck-3-ton.svg' },
  { packageId: 4, key: 'twoTon', image: '/media/packages/truck-2-ton.svg' },
] as const;

/** How many packages the home page reads: the trucks come first in id order. */
export const TRUCK_COUNT = TRUCKS.length;

export function TruckPackagesSection({ packages }: { packages: Loaded<Package[]> }) {
  const { t } = useTranslation(CONTENT_NS);
  const langOf = useTextLang();
  if (packages.status === 'failed')
    return (
      <HomeSection block="trucks" tone="raised">
        <LoadFailed />
      </HomeSection>
    );
  const byId = new Map(packages.data.map((pkg) => [pkg.id, pkg]));
  return (
    <HomeSection block="trucks" tone="raised" allAt={paths.packages()}>
      <ul className={styles.truckGrid}>
        {TRUCKS.map((truck) => {
          const pkg = byId.get(truck.packageId);
          return (
            pkg && (
              <li key={truck.key}>
                <LinkedCard
                  image={mediaUrl(truck.image)}
                  to={paths.packageDetail({ id: truck.packageId })}
                  title={pkg.name}
                  titleLang={langOf(pkg.languages.name)}
                  text={t(`home.trucks.items.${truck.key}.text`)}
                  textClassName={styles.muted}
                  badge={t(`home.trucks.items.${truck.key}.badge`)}
                />
              </li>
            )
          );
        })}
      </ul>
    </HomeSection>
  );
}
