import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '@rental/shared/routes/router.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { useSiteRoot } from '@rental/shared/routes/site-root.ts';
import caret from './disclosure-caret.module.css';
import styles from './mobile-nav.module.css';
import { navLinks } from './nav-links.ts';
import { useLocalizedTitle } from '@rental/shared/i18n/localized-title.ts';

/** Below 992 px: the same navigation as a stacked list, the equipment levels as nested disclosures. */
export function MobileNav({ id }: { id: string }) {
  const { t } = useTranslation('shell');
  const titleOf = useLocalizedTitle();
  const { categories } = useSiteRoot();
  const [equipmentOpen, setEquipmentOpen] = useState(false);
  const [openCategory, setOpenCategory] = useState<number | undefined>();
  const subId = useId();

  return (
    <nav id={id} className={styles.mobileNav} aria-label={t('nav.label')}>
      <ul>
        <li>
          <NavLink to={paths.home()} end>
            {t('nav.home')}
          </NavLink>
        </li>
        <li>
          <button
            type="button"
            aria-expanded={equipmentOpen}
            aria-controls={`${subId}-equipment`}
            onClick={() => setEquipmentOpen((open) => !open)}
          >
            {t('nav.equipment')}
            <span aria-hidden="true" className={caret.caret} />
          </button>
          {equipmentOpen && (
            <ul id={`${subId}-equipment`} className={styles.mobileSub}>
              <li>
                <Link to={paths.equipments()}>{t('nav.viewAllEquipment')}</Link>
              </li>
              {categories.map((category) => (
                <li key={category.id}>
                  <button
                    type="button"
                    aria-expanded={openCategory === category.id}
                    aria-controls={`${subId}-${category.id}`}
                    onClick={() =>
                      setOpenCategory((current) => (current === category.id ? undefined : category.id))
                    }
                  >
                    {titleOf(category)}
                    <span aria-hidden="true" className={caret.caret} />
                  </button>
                  {openCategory === category.id && (
                    <ul id={`${subId}-${category.id}`} className={styles.mobileSub}>
                      <li>
                        <Link to={paths.equipments({ categoryId: category.id })}>
                          {t('nav.allInCategory', { category: titleOf(category) })}
                        </Link>
                      </li>
                      {category.subcategories.map((subcategory) => (
                        <li key={subcategory.id}>
                          <Link
                            to={paths.equipments({ categoryId: category.id, subcategoryId: subcategory.id })}
                          >
                            {titleOf(subcategory)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </li>
        {navLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{t(link.key)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
