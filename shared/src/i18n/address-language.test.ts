import { describe, expect, it } from 'vitest';
import { languageInAddress, searchInLanguage } from './address-language.ts';

describe('the language an address names', () => {
  it('reads ?lang= when it is one of the four', () => {
    expect(languageInAddress('?query=generador&lang=es')).toBe('es');
    expect(languageInAddress('?lang=de')).toBeNull();
    expect(languageInAddress('')).toBeNull();
  });
});

describe('an address brought to the language chosen', () => {
  it('names the new language in place of the old, keeping the rest', () => {
    expect(searchInLanguage('?lang=es', 'ht')).toBe('?lang=ht');
    expect(searchInLanguage('?query=generador%20diesel&lang=es&mf=catalogue:canary', 'fr')).toBe(
      '?query=generador%20diesel&lang=fr&mf=catalogue%3Acanary',
    );
  });

  it('names English too, so the address never says another language than the page', () => {
    expect(searchInLanguage('?lang=es', 'en')).toBe('?lang=en');
  });

  it('leaves an address that names no language, or already the chosen one', () => {
    expect(searchInLanguage('?query=generador', 'ht')).toBeNull();
    expect(searchInLanguage('?lang=xx', 'ht')).toBeNull();
    expect(searchInLanguage('?lang=ht', 'ht')).toBeNull();
  });
});
