import { useSyncExternalStore } from 'react';
import { proxy, subscribe, snapshot } from 'valtio/vanilla';
import type { ItemType } from '../contracts/quote.ts';
import { cartSlot } from '../seams/global-slots.ts';
import type { CartItem, CartItemInput, CartState } from './cart-item.ts';

/**
 * The one cart of the page. Should a second copy of this module ever load (a misconfigured remote), it
 * finds the first copy's proxy in the global slot instead of starting an empty cart of its own.
 */
const cart: CartState = cartSlot.readOrFill(() => proxy<CartState>({ items: [] }));

const indexOf = (type: ItemType, id: number) =>
  cart.items.findIndex((item) => item.type === type && item.id === id);

/** Every change to the cart goes through these actions (docs/product.md#cart). */
export const cartActions = {
  /** Adds `qty`; an item already in the cart (same type and id) has its quantity increased instead. */
  add(item: CartItemInput, qty = 1): void {
    const index = indexOf(item.type, item.id);
    const existing = cart.items[index];
    if (existing) existing.qty += qty;
    else cart.items.push({ ...item, qty });
  },
  /** Sets the quantity; below the minimum of 1 the item is removed. */
  setQuantity(type: ItemType, id: number, qty: number): void {
    const index = indexOf(type, id);
    const existing = cart.items[index];
    if (!existing) return;
    if (qty < 1) cart.items.splice(index, 1);
    else existing.qty = Math.floor(qty);
  },
  increment(type: ItemType, id: number): void {
    const existing = cart.items[indexOf(type, id)];
    if (existing) existing.qty += 1;
  },
  /** Minus: subtracts 1 while above 1; at 1 it removes the item. */
  decrement(type: ItemType, id: number): void {
    const existing = cart.items[indexOf(type, id)];
    if (existing) cartActions.setQuantity(type, id, existing.qty - 1);
  },
  /** The line's name or title as written in another language (docs/product.md#cart-sidebar). */
  relabel(type: ItemType, id: number, label: Pick<CartItem, 'name' | 'title' | 'lang'>): void {
    const existing = cart.items[indexOf(type, id)];
    if (existing) Object.assign(existing, label);
  },
  remove(type: ItemType, id: number): void {
    const index = indexOf(type, id);
    if (index >= 0) cart.items.splice(index, 1);
  },
  clear(): void {
    cart.items.splice(0, cart.items.length);
  },
  replace(items: CartItem[]): void {
    cart.items.splice(0, cart.items.length, ...items.map((item) => ({ ...item })));
  },
};

export interface CartView {
  items: readonly CartItem[];
  hasItems: boolean;
  /** The number of lines in the cart. */
  count: number;
}

const viewOf = (items: readonly CartItem[]): CartView => ({
  items,
  hasItems: items.length > 0,
  count: items.length,
});

const EMPTY_CART = viewOf([]);
let lastItems: readonly CartItem[] | undefined;
let lastView = EMPTY_CART;

/** One view per state of the cart: valtio hands out the same snapshot until the cart changes. */
function currentView(): CartView {
  const { items } = snapshot(cart);
  if (items !== lastItems) {
    lastItems = items;
    lastView = viewOf(items as readonly CartItem[]);
  }
  return lastView;
}

const subscribeToCart = (listener: () => void) => subscribe(cart, listener);

/**
 * The cart for React components: re-renders when it changes. Empty on the server, which knows no cart,
 * and while the browser hydrates the server's HTML, even if the stored cart is already back: the first
 * render must be the server's, and the stored cart shows in the render right after (docs/decisions/015).
 */
export function useCart(): CartView {
  return useSyncExternalStore(subscribeToCart, currentView, () => EMPTY_CART);
}

/** The cart outside React (tests, persistence, payload building). */
export function readCart(): CartView {
  return viewOf(snapshot(cart).items as readonly CartItem[]);
}

export function onCartChange(listener: (view: CartView) => void): () => void {
  return subscribe(cart, () => listener(readCart()));
}
