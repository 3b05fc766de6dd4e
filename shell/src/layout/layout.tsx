import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from '@rental/shared/routes/router.ts';
import type { CartSidebarProps } from '@rental/shared/federation/remote-modules.ts';
import { useAddressInLanguage } from '../app/use-address-in-language.ts';
import { RemoteRegion } from '../federation/remote-region.tsx';
import { CART_SIDEBAR } from './cart-sidebar-module.ts';
import { Footer } from './footer/footer.tsx';
import { Header } from './header/header.tsx';
import styles from './layout.module.css';

/** One layout for every route — header, page content, footer — plus the cart sidebar. */
export function Layout() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const [cartOpen, setCartOpen] = useState(false);
  const [cartEverOpened, setCartEverOpened] = useState(false);
  const cartButton = useRef<HTMLButtonElement>(null);
  useAddressInLanguage();

  useEffect(() => {
    setCartOpen(false);
  }, [location.pathname, location.search]);

  const toggleCart = useCallback(() => {
    setCartEverOpened(true);
    setCartOpen((open) => !open);
  }, []);

  const closeCart = useCallback(() => {
    setCartOpen(false);
    cartButton.current?.focus();
  }, []);

  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <Header cartButtonRef={cartButton} cartOpen={cartOpen} onCartToggle={toggleCart} />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {cartEverOpened && (
        <RemoteRegion<'mf_cart_quote', CartSidebarProps>
          remote={CART_SIDEBAR.remote}
          expose={CART_SIDEBAR.expose}
          props={{ open: cartOpen, onClose: closeCart }}
          loading={null}
        />
      )}
    </div>
  );
}
