import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { cartActions } from '@rental/shared/cart/cart-store.ts';
import type { CartItemInput } from '@rental/shared/cart/cart-item.ts';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import { useAnnounce } from './added-feedback.tsx';

/**
 * Adds to the cart (merging with an existing line, docs/product.md#cart) and confirms it in words, shown
 * clear of `from`, the control the visitor used.
 */
export function useAddToQuote() {
  const { t } = useTranslation(CATALOGUE_NS);
  const announce = useAnnounce();
  return useCallback(
    (item: CartItemInput, from: Element, quantity = 1) => {
      cartActions.add(item, quantity);
      announce(t('added', { count: quantity, name: item.name ?? item.title ?? '' }), from);
    },
    [announce, t],
  );
}
