import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartActions, onCartChange, readCart, useCart } from './cart-store.ts';

const sky = {
  id: 2,
  type: 'equipment' as const,
  name: 'ARRI SkyPanel S60-C',
  mainImage: '/media/equipment/led-panels.svg',
};
const truck = { id: 1, type: 'package' as const, name: '7-Ton Grip & Lighting Truck', mainImage: null };
const design = { id: 2, type: 'service' as const, title: 'Lighting Design', mainImage: null };

describe('the cart (docs/product.md#cart)', () => {
  beforeEach(() => cartActions.clear());

  it('appends a new item and merges one already there by type and id', () => {
    cartActions.add(sky);
    cartActions.add(truck, 2);
    cartActions.add(sky, 3);
    expect(readCart().items).toEqual([
      { ...sky, qty: 4 },
      { ...truck, qty: 2 },
    ]);
  });

  it('keeps the same id of another type as another line', () => {
    cartActions.add(sky);
    cartActions.add(design);
    expect(readCart().count).toBe(2);
  });

  it('plus adds 1; minus subtracts 1 above 1 and removes the line at 1', () => {
    cartActions.add(sky);
    cartActions.increment('equipment', 2);
    expect(readCart().items[0]?.qty).toBe(2);
    cartActions.decrement('equipment', 2);
    expect(readCart().items[0]?.qty).toBe(1);
    cartActions.decrement('equipment', 2);
    expect(readCart().hasItems).toBe(false);
  });

  it('sets a quantity, and removes the line below the minimum of 1', () => {
    cartActions.add(sky);
    cartActions.setQuantity('equipment', 2, 7);
    expect(readCart().items[0]?.qty).toBe(7);
    cartActions.setQuantity('equipment', 2, 0);
    expect(readCart().items).toEqual([]);
  });

  it('removes, clears and replaces the whole cart', () => {
    cartActions.add(sky);
    cartActions.add(truck);
    cartActions.remove('package', 1);
    expect(readCart().items.map((item) => item.id)).toEqual([2]);
    cartActions.replace([{ ...design, qty: 5 }]);
    expect(readCart().items).toEqual([{ ...design, qty: 5 }]);
    cartActions.clear();
    expect(readCart()).toEqual({ items: [], hasItems: false, count: 0 });
  });

  it('ignores actions on lines that are not there', () => {
    cartActions.add(sky);
    cartActions.increment('package', 99);
    cartActions.decrement('package', 99);
    cartActions.setQuantity('package', 99, 3);
    cartActions.remove('package', 99);
    expect(readCart().items).toEqual([{ ...sky, qty: 1 }]);
  });

  it('exposes items, whether it has items and the count to React, and re-renders on change', async () => {
    const { result } = renderHook(() => useCart());
    expect(result.current.hasItems).toBe(false);
    await act(async () => cartActions.add(sky));
    expect(result.current).toMatchObject({ hasItems: true, count: 1 });
    expect(result.current.items[0]?.qty).toBe(1);
  });

  it('tells subscribers about every change', async () => {
    const seen: number[] = [];
    const stop = onCartChange((view) => seen.push(view.count));
    cartActions.add(sky);
    await Promise.resolve();
    cartActions.add(truck);
    await Promise.resolve();
    stop();
    expect(seen).toEqual([1, 2]);
  });
});
