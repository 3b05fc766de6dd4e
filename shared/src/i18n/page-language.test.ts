import { describe, expect, it } from 'vitest';
import { loaderLanguage, PAGE_LANGUAGE_HEADER, textLang } from './page-language.ts';

describe("the page's language for its data", () => {
  it('is the one the site server renders the page in, when it says so', () => {
    const request = new Request('http://localhost/about-us', { headers: { [PAGE_LANGUAGE_HEADER]: 'ht' } });
    expect(loaderLanguage(request)).toBe('ht');
  });

  it('is not taken from a header naming no language of the site', () => {
    const request = new Request('http://localhost/', { headers: { [PAGE_LANGUAGE_HEADER]: 'de' } });
    expect(loaderLanguage(request)).toBe('en');
  });

  it("marks a text only when it is not in the page's language", () => {
    expect(textLang('en', 'es')).toBe('en');
    expect(textLang('es', 'es')).toBeUndefined();
    expect(textLang('en', 'en')).toBeUndefined();
  });
});
