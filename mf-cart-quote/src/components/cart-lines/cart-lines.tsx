import { useCart } from '@rental/shared/cart/cart-store.ts';
import { useLanguage } from '@rental/shared/i18n/use-language.ts';
import type { RefObject } from 'react';
import { CartLine } from './cart-line.tsx';
import styles from './cart-lines.module.css';
import { useLinesInPageLanguage } from './use-lines-in-page-language.ts';

/**
 * The cart's lines, shared by the sidebar and the quote page. When a line goes, focus moves to
 * `focusAfterRemove` (the section's heading) instead of being lost with the removed button. Lines are named
 * in the page's language.
 */
export function CartLines({ focusAfterRemove }: { focusAfterRemove: RefObject<HTMLElement | null> }) {
  const { items } = useCart();
  useLinesInPageLanguage(items, useLanguage());
  return (
    <ul className={styles.lines}>
      {items.map((item) => (
        <CartLine
          key={`${item.type}-${item.id}`}
          item={item}
          onLineRemoved={() => focusAfterRemove.current?.focus()}
        />
      ))}
    </ul>
  );
}
