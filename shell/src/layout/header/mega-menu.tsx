import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from '@rental/shared/routes/router.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { useSiteRoot } from '@rental/shared/routes/site-root.ts';
import { useMediaQuery } from '@rental/shared/ui/use-media-query.ts';
import { categoryAfterKey } from './category-keys.ts';
import { DESKTOP_QUERY } from './header-media-queries.ts';
import caret from './disclosure-caret.module.css';
import headerStyles from './header.module.css';
import styles from './mega-menu.module.css';
import { chunk } from './subcategory-chunks.ts';
import { useLocalizedTitle } from '@rental/shared/i18n/localized-title.ts';

/**
 * The two-level equipment menu for wide screens (docs/product.md#header) — categories on the left, the hovered or
 * selected category's subcategories on the right in chunks of 8. A disclosure (button + panel), not an
 * ARIA menu: links stay links and Tab moves through them. Focusing a category shows its subcategories, so
 * the column is one Tab stop moved through with the arrow keys: tabbing through every category on the way
 * to the subcategories would leave the last one chosen. Without JavaScript the button can open nothing,
 * so a link to the equipment list takes its place (mega-menu.module.css).
 */
export function MegaMenu() {
  const { t } = useTranslation('shell');
  const titleOf = useLocalizedTitle();
  const { categories } = useSiteRoot();
  const [open, setOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<number | undefined>();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const categoryList = useRef<HTMLUListElement>(null);
  const panelId = useId();
  const location = useLocation();
  const desktop = useMediaQuery(DESKTOP_QUERY, false);

  const selected = categories.find((category) => category.id === selectedId) ?? categories[0];

  // The menu stays in the page at every width (CSS hides it on narrow screens): a panel left open there
  // would be open again when the screen widens.
  useEffect(() => setOpen(false), [location.pathname, location.search, desktop]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={wrapper}
      className={styles.mega}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <NavLink className={`${headerStyles.navLink} ${styles.equipmentLink}`} to={paths.equipments()}>
        {t('nav.equipment')}
      </NavLink>
      <button
        ref={toggle}
        type="button"
        className={`${headerStyles.navLink} ${styles.equipmentToggle}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('nav.equipment')}
        <span aria-hidden="true" className={caret.caret} />
      </button>
      <div id={panelId} className={styles.megaPanel} hidden={!open}>
        <ul
          ref={categoryList}
          className={styles.megaCategories}
          aria-label={t('nav.categories')}
          onKeyDown={(event) => {
            const index = categories.findIndex((category) => category.id === selected?.id);
            const next = categoryAfterKey(event.key, index, categories.length);
            if (next === undefined) return;
            event.preventDefault();
            categoryList.current?.querySelectorAll('button')[next]?.focus();
          }}
        >
          {categories.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                className={styles.megaCategory}
                aria-pressed={category.id === selected?.id}
                tabIndex={category.id === selected?.id ? 0 : -1}
                onMouseEnter={() => setSelectedId(category.id)}
                onFocus={() => setSelectedId(category.id)}
                onClick={() => setSelectedId(category.id)}
              >
                {titleOf(category)}
              </button>
            </li>
          ))}
        </ul>
        {selected && (
          <div className={styles.megaSubcategories}>
            <Link className={styles.megaAll} to={paths.equipments({ categoryId: selected.id })}>
              {t('nav.allInCategory', { category: titleOf(selected) })}
            </Link>
            <div className={styles.megaColumns} data-testid="mega-columns">
              {chunk(selected.subcategories).map((group, index) => (
                <ul key={index}>
                  {group.map((subcategory) => (
                    <li key={subcategory.id}>
                      <Link to={paths.equipments({ categoryId: selected.id, subcategoryId: subcategory.id })}>
                        {titleOf(subcategory)}
                      </Link>
                    </li>
                  ))}
                </ul>
              ))}
            </div>
            <Link className={styles.megaViewAll} to={paths.equipments()}>
              {t('nav.viewAllEquipment')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
