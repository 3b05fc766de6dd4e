import { useCart } from '@rental/shared/cart/cart-store.ts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import { CartLines } from '../../components/cart-lines/cart-lines.tsx';
import { EmptyCart } from '../../components/cart-lines/empty-cart.tsx';
import { CART_SECTION_ID } from './field-ids.ts';
import styles from './quote.module.css';

/** The cart on the quote page: plus (no upper bound, docs/product.md#validation-quantities), minus and remove, as in the sidebar. */
export function QuoteCart({ invalid }: { invalid: boolean }) {
  const { t } = useTranslation(CART_QUOTE_NS);
  const { count, hasItems } = useCart();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section
      className={[styles.cart, invalid ? styles.cartInvalid : undefined].filter(Boolean).join(' ')}
      aria-labelledby={CART_SECTION_ID}
    >
      <h2 id={CART_SECTION_ID} ref={heading} tabIndex={-1}>
        {t('cartHeading', { count })}
      </h2>
      {hasItems ? <CartLines focusAfterRemove={heading} /> : <EmptyCart />}
    </section>
  );
}
