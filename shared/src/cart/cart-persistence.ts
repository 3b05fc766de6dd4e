import { isCartItem, type CartItem } from './cart-item.ts';
import { cartActions, onCartChange } from '@rental/shared/cart/cart-store.ts';

export const CART_STORAGE_KEY = 'doral-rentals.cart';
const STORED_VERSION = 1;

interface StoredCart {
  version: typeof STORED_VERSION;
  items: CartItem[];
}

const isStoredCart = (value: unknown): value is StoredCart =>
  typeof value === 'object' &&
  value !== null &&
  (value as StoredCart).version === STORED_VERSION &&
  Array.isArray((value as StoredCart).items) &&
  (value as StoredCart).items.every(isCartItem);

/** Reads a stored cart; anything unreadable, of another version or of the wrong shape counts as no cart. */
export function readStoredCart(storage: Pick<Storage, 'getItem'>): CartItem[] {
  try {
    const raw = storage.getItem(CART_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return isStoredCart(parsed) ? parsed.items : [];
  } catch {
    return [];
  }
}

/**
 * The cart survives reloads and later visits (docs/product.md#cart). Restores the stored cart, then saves every
 * change. Storage that is full or blocked (private mode) only costs persistence, never the page.
 */
export function persistCart(storage: Storage): () => void {
  cartActions.replace(readStoredCart(storage));
  return onCartChange(({ items }) => {
    try {
      storage.setItem(CART_STORAGE_KEY, JSON.stringify({ version: STORED_VERSION, items }));
    } catch {
      // Persistence is a convenience; the in-memory cart keeps working.
    }
  });
}
