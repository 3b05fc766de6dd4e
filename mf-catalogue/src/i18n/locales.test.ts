import { describe, expect, it } from 'vitest';
import { flatKeys, flatTexts } from '@rental/shared/i18n/flat-texts.ts';
import { catalogueBundles } from '../testing/catalogue-bundles.ts';

const valuesOf = (bundle: unknown): string[] => flatTexts(bundle).map(([, text]) => text);

describe('catalogue translations', () => {
  const english = flatKeys(catalogueBundles.en).sort();

  it.each(['ht', 'es', 'fr'] as const)('%s has exactly the English keys', (language) => {
    expect(flatKeys(catalogueBundles[language]).sort()).toEqual(english);
  });

  it('gives every plural both forms', () => {
    const plurals = english.filter((key) => key.endsWith('_one'));
    expect(plurals.length).toBeGreaterThan(0);
    for (const key of plurals) expect(english).toContain(key.replace(/_one$/, '_other'));
  });

  /** Words spelled the same as in English in that language. */
  const sameWord: Record<string, string[]> = {
    fr: [
      'services.title',
      'services.kicker',
      'detail.serviceLabel',
      'search.kinds.services',
      'search.kindsCounted.services_one',
      'search.kindsCounted.services_other',
    ],
  };

  it.each(['ht', 'es', 'fr'] as const)('%s is translated, not a copy of English', (language) => {
    const englishValues = valuesOf(catalogueBundles.en);
    const keys = flatKeys(catalogueBundles.en);
    const copied = valuesOf(catalogueBundles[language])
      .map((text, index) => ({ key: keys[index]!, text, same: text === englishValues[index] }))
      .filter(({ same, key }) => same && !sameWord[language]?.includes(key))
      // Symbols and numbers ('A - Z', '{{count}} ×') read the same in every language.
      .filter(({ text }) => /[a-z]{3}/i.test(text.replace(/\{\{\w+\}\}/g, '')));
    expect(copied).toEqual([]);
  });

  it.each(['ht', 'es', 'fr'] as const)('%s keeps the placeholders of each text', (language) => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    const englishValues = valuesOf(catalogueBundles.en);
    valuesOf(catalogueBundles[language]).forEach((text, index) =>
      expect(placeholders(text)).toEqual(placeholders(englishValues[index]!)),
    );
  });
});
