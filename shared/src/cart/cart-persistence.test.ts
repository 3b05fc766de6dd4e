import { beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, persistCart, readStoredCart } from './cart-persistence.ts';
import { cartActions, readCart } from './cart-store.ts';

const stored = (value: unknown) => ({
  getItem: () => (typeof value === 'string' ? value : JSON.stringify(value)),
});

describe('cart persistence (docs/product.md#cart)', () => {
  beforeEach(() => cartActions.clear());

  it('reads a valid stored cart', () => {
    const items = [{ id: 3, type: 'equipment', qty: 2, name: 'Aputure LS 600d Pro', mainImage: null }];
    expect(readStoredCart(stored({ version: 1, items }))).toEqual(items);
  });

  it.each([
    ['nothing stored', null],
    ['text that is not JSON', '{oops'],
    ['another version', { version: 0, items: [] }],
    ['an item of an unknown type', { version: 1, items: [{ id: 1, type: 'truck', qty: 1 }] }],
    ['a quantity below 1', { version: 1, items: [{ id: 1, type: 'equipment', qty: 0 }] }],
    ['a list in place of the cart', [1, 2, 3]],
  ])('drops %s instead of crashing', (_label, value) => {
    expect(
      readStoredCart({
        getItem: () => (value === null ? null : typeof value === 'string' ? value : JSON.stringify(value)),
      }),
    ).toEqual([]);
  });

  it('restores the stored cart, then saves every change', async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ version: 1, items: [{ id: 9, type: 'service', qty: 1, title: 'Rigging crew' }] }),
    );
    const stop = persistCart(window.localStorage);
    expect(readCart().items).toEqual([{ id: 9, type: 'service', qty: 1, title: 'Rigging crew' }]);
    cartActions.add({ id: 4, type: 'package', name: '2-Ton Grip & Lighting Truck' });
    await Promise.resolve();
    stop();
    const saved = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '{}');
    expect(saved).toEqual({
      version: 1,
      items: [
        { id: 9, type: 'service', qty: 1, title: 'Rigging crew' },
        { id: 4, type: 'package', qty: 1, name: '2-Ton Grip & Lighting Truck' },
      ],
    });
  });

  it('keeps working when storage refuses to save', async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    const stop = persistCart(full);
    cartActions.add({ id: 1, type: 'equipment', name: 'Shure SM58' });
    await Promise.resolve();
    stop();
    expect(readCart().count).toBe(1);
  });
});
