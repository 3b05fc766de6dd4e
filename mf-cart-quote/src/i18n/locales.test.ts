import { describe, expect, it } from 'vitest';
import { cartQuoteBundles } from '../testing/cart-quote-bundles.ts';

const keysOf = (node: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

const { en, ...others } = cartQuoteBundles;

describe('the cartQuote translations', () => {
  it('have the same keys in all four languages', () => {
    for (const [language, bundle] of Object.entries(others))
      expect(keysOf(bundle).sort(), language).toEqual(keysOf(en).sort());
  });

  it('give every plural both _one and _other forms in all four languages', () => {
    for (const [language, bundle] of Object.entries(cartQuoteBundles)) {
      const keys = keysOf(bundle);
      for (const key of keys.filter((name) => name.endsWith('_one')))
        expect(keys, `${language} ${key}`).toContain(key.replace(/_one$/, '_other'));
      for (const key of keys.filter((name) => name.endsWith('_other')))
        expect(keys, `${language} ${key}`).toContain(key.replace(/_other$/, '_one'));
    }
  });

  it('are really translated: no language repeats the English texts wholesale', () => {
    const english = keysOf(en).map((key) => JSON.stringify(key));
    for (const [language, bundle] of Object.entries(others)) {
      const flat = (b: Record<string, unknown>) =>
        keysOf(b).map((key) =>
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], b),
        );
      const same = flat(bundle).filter((text, index) => text === flat(en)[index]);
      expect(same.length / english.length, language).toBeLessThan(0.1);
    }
  });

  it('use the exact English messages of the quote form and the cart', () => {
    expect(en.errors).toEqual({
      noItems: 'Please select at least one item to quote.',
      personal: 'Please complete your personal information.',
      delivery: 'Please complete your delivery information.',
      dates: 'Please select delivery and return dates.',
      pickUpDates: 'Please select pick-up and return dates.',
    });
    expect(en.alerts).toMatchObject({
      success: 'Quote requested successfully!',
      failure: 'There was an issue requesting the quote. Please try again.',
    });
    expect(en.sidebarTitle_other).toBe('CART ({{count}} items)');
    expect(en.unnamedItem).toBe('Unnamed item');
    expect(en.goToRequestQuote).toBe('Go to Request a Quote');
  });
});
