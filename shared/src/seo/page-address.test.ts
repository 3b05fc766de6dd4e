import { describe, expect, it } from 'vitest';
import { canonicalUrl, languageAlternates, openGraphLocale } from './page-address.ts';

const origin = 'https://www.rentals.test';

describe('canonical addresses', () => {
  it('file English under the bare path and drop every other parameter', () => {
    expect(canonicalUrl(origin, '/equipments/3/14', 'en')).toBe('https://www.rentals.test/equipments/3/14');
    expect(canonicalUrl(origin, '/', 'en')).toBe('https://www.rentals.test/');
  });

  it('file a translation under its own ?lang= address', () => {
    expect(canonicalUrl(origin, '/about-us', 'ht')).toBe('https://www.rentals.test/about-us?lang=ht');
  });

  it('treat a trailing slash as the same page', () => {
    expect(canonicalUrl(origin, '/services/', 'en')).toBe('https://www.rentals.test/services');
    expect(canonicalUrl(origin, '//', 'fr')).toBe('https://www.rentals.test/?lang=fr');
  });

  it('name the page in all four languages and the bare path as the default', () => {
    expect(languageAlternates(origin, '/packages')).toEqual([
      { hrefLang: 'en', href: 'https://www.rentals.test/packages' },
      { hrefLang: 'ht', href: 'https://www.rentals.test/packages?lang=ht' },
      { hrefLang: 'es', href: 'https://www.rentals.test/packages?lang=es' },
      { hrefLang: 'fr', href: 'https://www.rentals.test/packages?lang=fr' },
      { hrefLang: 'x-default', href: 'https://www.rentals.test/packages' },
    ]);
  });

  it('spell Open Graph locales with an underscore', () => {
    expect(openGraphLocale('en')).toBe('en_US');
    expect(openGraphLocale('ht')).toBe('ht_HT');
  });
});
