import { describe, expect, it } from 'vitest';
import { FORMAT_LOCALES, LANGUAGES } from '@rental/shared/i18n/languages.ts';
import { formatWholeNumber } from './whole-number.ts';

describe('whole numbers in the four languages', () => {
  it('are written as Intl writes them for each language’s format locale', () => {
    const values = [0, 7, 42, 999, 1000, 1250, 12_500, 99_999, 250_000, 1_250_000, 12.4, 12.6, -3, -1250];
    for (const language of LANGUAGES) {
      const intl = new Intl.NumberFormat(FORMAT_LOCALES[language], {
        maximumFractionDigits: 0,
      });
      for (const value of values) expect(formatWholeNumber(value, language)).toBe(intl.format(value));
    }
  });

  it('group thousands with the language’s own separator', () => {
    expect(formatWholeNumber(1250, 'en')).toBe('1,250');
    expect(formatWholeNumber(1250, 'es')).toBe('1,250');
    expect(formatWholeNumber(1250, 'fr')).toBe('1\u202f250');
    // Haitian Creole groups as French does.
    expect(formatWholeNumber(1250, 'ht')).toBe('1\u202f250');
  });
});
