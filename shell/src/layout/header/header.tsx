import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from '@rental/shared/routes/router.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { siteConfig } from '@rental/shared/site/site-config.ts';
import { useMediaQuery } from '@rental/shared/ui/use-media-query.ts';
import { CartButton } from './cart-button.tsx';
import { DESKTOP_QUERY } from './header-media-queries.ts';
import styles from './header.module.css';
import { HeaderSearch } from './search/header-search.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { navLinks } from './nav-links.ts';
import { PhoneMenuButton, PhoneMenuPanel, usePhoneMenuState } from './phone-menu.tsx';
import { useFixedHeader } from './use-fixed-header.ts';

/**
 * The site's header. The bar's navigation and the phone menu's button are both in the page: the server
 * cannot know the screen's width, so CSS shows one or the other (header.module.css, phone-menu.module.css).
 */
export function Header({
  cartButtonRef,
  cartOpen,
  onCartToggle,
}: {
  cartButtonRef: RefObject<HTMLButtonElement | null>;
  cartOpen: boolean;
  onCartToggle: () => void;
}) {
  const { t } = useTranslation('shell');
  const header = useRef<HTMLElement>(null);
  const { fixed, spacerHeight } = useFixedHeader(header);
  const desktop = useMediaQuery(DESKTOP_QUERY, false);
  const location = useLocation();
  const phoneMenu = usePhoneMenuState();

  useEffect(() => phoneMenu.close(), [phoneMenu, location.pathname, location.search, desktop]);

  return (
    <>
      {fixed && <div style={{ height: spacerHeight }} aria-hidden="true" />}
      <header
        ref={header}
        className={[styles.header, fixed ? styles.fixed : ''].join(' ')}
        data-fixed={fixed}
      >
        <div className={styles.bar}>
          <Link to={paths.home()} className={styles.brand}>
            <span className="brand-mark" aria-hidden="true">
              {siteConfig.shortName}
            </span>
            <span className={styles.brandName}>{siteConfig.name}</span>
          </Link>
          <nav className={styles.nav} aria-label={t('nav.label')}>
            <ul className={styles.navList}>
              <li>
                <NavLink to={paths.home()} end className={styles.navLink}>
                  {t('nav.home')}
                </NavLink>
              </li>
              <li>
                <MegaMenu />
              </li>
              {navLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={styles.navLink}>
                    {t(link.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.tools}>
            <HeaderSearch />
            <LanguageSwitcher />
            <CartButton ref={cartButtonRef} open={cartOpen} onToggle={onCartToggle} />
            <PhoneMenuButton menu={phoneMenu} />
          </div>
        </div>
        <PhoneMenuPanel menu={phoneMenu} />
      </header>
    </>
  );
}
