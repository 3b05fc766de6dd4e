import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { useSiteRoot } from '@rental/shared/routes/site-root.ts';
import { buttonClass } from '@rental/shared/ui/button.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import page from '../../components/page.module.css';
import styles from './home.module.css';
import { HomeSection } from './home-section.tsx';
import { useLocalizedTitle } from '@rental/shared/i18n/localized-title.ts';

/**
 * The inventory teaser: the catalogue's categories, each a way into the equipment list. They are
 * those the site's root route already read for the header's menu: the page does not ask for them twice.
 */
export function InventoryTeaserSection() {
  const { t } = useTranslation(CONTENT_NS);
  const titleOf = useLocalizedTitle();
  const { categories, categoriesLoaded } = useSiteRoot();
  return (
    <HomeSection block="inventory">
      {categoriesLoaded ? (
        <ul className={`${page.gridList} ${styles.categoryGrid}`}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link className={styles.categoryTile} to={paths.equipments({ categoryId: category.id })}>
                <strong>{titleOf(category)}</strong>
                <span>{t('home.inventory.subcategories', { count: category.subcategories.length })}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <LoadFailed />
      )}
      <div className={styles.centeredAction}>
        <Link className={buttonClass('primary')} to={paths.equipments()}>
          {t('home.inventory.browse')}
        </Link>
      </div>
    </HomeSection>
  );
}
