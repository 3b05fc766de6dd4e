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

  it('file a list page after the first under its own ?page=, after the language', () => {
    expect(canonicalUrl(origin, '/equipments', 'en', 2)).toBe('https://www.rentals.test/equipments?page=2');
    expect(canonicalUrl(origin, '/services', 'es', 3)).toBe(
      'https://www.rentals.test/services?lang=es&page=3',
    );
    expect(canonicalUrl(origin, '/packages', 'en', 1)).toBe('https://www.rentals.test/packages');
    expect(languageAlternates(origin, '/equipments/1', 2)).toEqual([
      { hrefLang: 'en', href: 'https://www.rentals.test/equipments/1?page=2' },
      { hrefLang: 'ht', href: 'https://www.rentals.test/equipments/1?lang=ht&page=2' },
      { hrefLang: 'es', href: 'https://www.rentals.test/equipments/1?lang=es&page=2' },
      { hrefLang: 'fr', href: 'https://www.rentals.test/equipments/1?lang=fr&page=2' },
      { hrefLang: 'x-default', href: 'https://www.rentals.test/equipments/1?page=2' },
    ]);
  });

  it('spell Open Graph locales with an underscore', () => {
    expect(openGraphLocale('en')).toBe('en_US');
    expect(openGraphLocale('ht')).toBe('ht_HT');
  });
});
