import { useCart } from '@rental/shared/cart/cart-store.ts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import type { CartSidebarProps } from '@rental/shared/federation/remote-modules.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { buttonClass } from '@rental/shared/ui/button.tsx';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import { CartLines } from '../../components/cart-lines/cart-lines.tsx';
import styles from './cart-sidebar.module.css';
import { EmptyCart } from '../../components/cart-lines/empty-cart.tsx';
import { useModalDialog } from './use-modal-dialog.ts';

/**
 * The cart sidebar (docs/product.md#cart-sidebar): a modal dialog sliding in from the right. The shell owns `open`; every
 * way of closing (the cross, the backdrop, Escape) asks it through `onClose`, and it closes on navigation.
 */
export function CartSidebar({ open, onClose }: CartSidebarProps) {
  const { t } = useTranslation(CART_QUOTE_NS);
  const { count, hasItems } = useCart();
  const { dialog, initialFocus, dialogProps } = useModalDialog(open, onClose);
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <dialog ref={dialog} className={styles.sidebar} aria-labelledby="cart-sidebar-title" {...dialogProps}>
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id="cart-sidebar-title" ref={heading} tabIndex={-1}>
            {t('sidebarTitle', { count })}
          </h2>
          <button
            ref={(element) => {
              initialFocus.current = element;
            }}
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('close')}
          >
            ×
          </button>
        </div>
        <div className={styles.body}>
          {hasItems ? <CartLines focusAfterRemove={heading} /> : <EmptyCart />}
        </div>
        <div className={styles.foot}>
          <Link className={buttonClass('primary', styles.cta)} to={paths.requestQuote()}>
            {t('goToRequestQuote')}
          </Link>
        </div>
      </div>
    </dialog>
  );
}
