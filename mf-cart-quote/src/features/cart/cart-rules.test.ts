import { beforeEach, describe, expect, it } from 'vitest';
import { cartActions, readCart } from '@rental/shared/cart/cart-store.ts';
import { gripTruck, lightingDesign, skyPanel } from '../../testing/cart-fixtures.ts';

/** The rules of docs/product.md#cart this remote relies on, through the one cart store it shares with the shell. */
describe('the cart rules', () => {
  beforeEach(() => cartActions.clear());

  it('merges an item already there by type and id, and appends anything else', () => {
    cartActions.add(skyPanel);
    cartActions.add(gripTruck, 2);
    cartActions.add(skyPanel, 3);
    cartActions.add({ ...lightingDesign, id: skyPanel.id });
    expect(readCart().items.map(({ type, id, qty }) => [type, id, qty])).toEqual([
      ['equipment', 2, 4],
      ['package', 1, 2],
      ['service', 2, 1],
    ]);
  });

  it('plus adds 1; minus subtracts 1 above 1 and removes the item at 1', () => {
    cartActions.add(skyPanel, 2);
    cartActions.increment('equipment', 2);
    expect(readCart().items[0]?.qty).toBe(3);
    cartActions.decrement('equipment', 2);
    cartActions.decrement('equipment', 2);
    expect(readCart().items[0]?.qty).toBe(1);
    cartActions.decrement('equipment', 2);
    expect(readCart().hasItems).toBe(false);
  });

  it('sets a quantity, removing the item below the minimum of 1; remove deletes', () => {
    cartActions.add(skyPanel);
    cartActions.add(gripTruck);
    cartActions.setQuantity('equipment', 2, 1500);
    expect(readCart().items[0]?.qty).toBe(1500);
    cartActions.setQuantity('equipment', 2, 0);
    cartActions.remove('package', 1);
    expect(readCart().items).toEqual([]);
  });

  it('can be cleared or replaced as a whole, and exposes items, hasItems and the count of lines', () => {
    cartActions.replace([
      { ...skyPanel, qty: 5 },
      { ...gripTruck, qty: 1 },
    ]);
    expect(readCart()).toMatchObject({ hasItems: true, count: 2 });
    cartActions.clear();
    expect(readCart()).toMatchObject({ items: [], hasItems: false, count: 0 });
  });
});
