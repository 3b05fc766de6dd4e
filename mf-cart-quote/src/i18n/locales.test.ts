import { describe, expect, it } from 'vitest';
import { flatKeys, flatTexts } from '@rental/shared/i18n/flat-texts.ts';
import { cartQuoteBundles } from '../testing/cart-quote-bundles.ts';

const { en, ...others } = cartQuoteBundles;

describe('the cartQuote translations', () => {
  it('have the same keys in all four languages', () => {
    for (const [language, bundle] of Object.entries(others))
      expect(flatKeys(bundle).sort(), language).toEqual(flatKeys(en).sort());
  });

  it('give every plural both _one and _other forms in all four languages', () => {
    for (const [language, bundle] of Object.entries(cartQuoteBundles)) {
      const keys = flatKeys(bundle);
      for (const key of keys.filter((name) => name.endsWith('_one')))
        expect(keys, `${language} ${key}`).toContain(key.replace(/_one$/, '_other'));
      for (const key of keys.filter((name) => name.endsWith('_other')))
        expect(keys, `${language} ${key}`).toContain(key.replace(/_other$/, '_one'));
    }
  });

  it('are really translated: no language repeats the English texts wholesale', () => {
    const english = flatKeys(en).map((key) => JSON.stringify(key));
    for (const [language, bundle] of Object.entries(others)) {
      const flat = (b: Record<string, unknown>) => flatTexts(b).map(([, text]) => text);
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
