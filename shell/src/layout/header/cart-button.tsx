import { useCart } from '@rental/shared/cart/cart-store.ts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PREFETCH_MODULE_ATTRIBUTE } from '../../federation/prefetch-attribute.ts';
import { CART_SIDEBAR_ID } from '../cart-sidebar-module.ts';
import styles from './cart-button.module.css';
import buttonStyles from './header-button.module.css';
import { HeaderIcon } from './header-icon.tsx';

/**
 * The badge is positioned over the icon, so its count arriving after hydration moves nothing. The sidebar's
 * code is fetched as the visitor points at, touches or tabs to the button, not once it is pressed.
 */
export function CartButton({
  ref,
  open,
  onToggle,
}: {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('shell');
  const { count } = useCart();
  return (
    <button
      ref={ref}
      type="button"
      className={buttonStyles.cartButton}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={t('header.cart', { count })}
      onClick={onToggle}
      {...{ [PREFETCH_MODULE_ATTRIBUTE]: CART_SIDEBAR_ID }}
    >
      <HeaderIcon>
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
        <circle cx="10" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </HeaderIcon>
      <span className={styles.badge} data-testid="cart-count" aria-hidden="true">
        {count}
      </span>
    </button>
  );
}
