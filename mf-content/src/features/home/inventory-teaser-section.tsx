import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import { getCategories } from '@rental/shared/api-client/calls/get-categories.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { buttonClass } from '@rental/shared/ui/button.tsx';
import { Skeleton } from '@rental/shared/ui/skeleton.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { Section } from '../../components/section.tsx';
import { useApiDataWhenNear } from '../../components/use-api-data.ts';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import styles from './home.module.css';

const PLACEHOLDER_TILES = 9;

/** The inventory teaser (SPEC §1): the catalogue's categories, each a way into the equipment list. */
export function InventoryTeaserSection() {
  const { t } = useTranslation(CONTENT_NS);
  const { ref, state: categories } = useApiDataWhenNear(getCategories);
  return (
    <Section
      block="inventory"
      eyebrow={t('home.inventory.eyebrow')}
      title={t('home.inventory.title')}
      lead={t('home.inventory.lead')}
    >
      {categories.status === 'failed' && <LoadFailed />}
      <ul ref={ref} className={styles.categoryGrid} aria-busy={categories.status === 'loading'}>
        {categories.status === 'loading' &&
          Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
            <li key={index}>
              <Skeleton height={88} />
            </li>
          ))}
        {categories.status === 'ready' &&
          categories.data.map((category) => (
            <li key={category.id}>
              <Link className={styles.categoryTile} to={paths.equipmentCategory(category.id)}>
                <strong>{category.title}</strong>
                <span>{t('home.inventory.subcategories', { count: category.subcategories.length })}</span>
              </Link>
            </li>
          ))}
      </ul>
      <div className={styles.centeredAction}>
        <Link className={buttonClass('primary')} to={paths.equipments()}>
          {t('home.inventory.browse')}
        </Link>
      </div>
    </Section>
  );
}
