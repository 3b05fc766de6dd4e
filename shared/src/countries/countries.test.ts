import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries.ts';
import {
  DEFAULT_DIAL_CHOICE,
  DIAL_CHOICES,
  dialChoiceName,
  findDialChoice,
  fullPhoneNumber,
  sortedDialChoices,
} from './dial-codes.ts';

const byCode = (code: string) => COUNTRIES.find((country) => country.code === code);

describe('the country reference (docs/product.md#entities)', () => {
  it('holds roughly 240 entries with unique two-letter codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(230);
    expect(COUNTRIES.length).toBeLessThanOrEqual(255);
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('names every entry in english, creole, spanish and french, and nothing else', () => {
    for (const country of COUNTRIES) {
      expect(Object.keys(country.name).sort(), country.code).toEqual([
        'creole',
        'english',
        'french',
        'spanish',
      ]);
      for (const name of Object.values(country.name)) expect(name.trim(), country.code).not.toBe('');
      expect(Object.keys(country).every((key) => ['name', 'code', 'phoneCode'].includes(key))).toBe(true);
    }
  });

  it('writes each prefix as a plus sign and digits, several separated by commas', () => {
    for (const country of COUNTRIES) {
      if (!country.phoneCode) continue;
      expect(country.phoneCode, country.code).toMatch(/^\+\d{1,4}(, \+\d{1,4})*$/);
    }
  });

  it('keeps the quirks the spec lists', () => {
    expect(byCode('HT')?.name.english).toBe('Hayti');
    for (const code of ['BV', 'HM', 'MQ', 'PN', 'TK', 'EH', 'UM', 'GS'])
      expect(byCode(code)?.phoneCode ?? '').toBe('');
    expect(COUNTRIES.some((country) => country.phoneCode === undefined)).toBe(true);
    expect(COUNTRIES.some((country) => country.phoneCode === '')).toBe(true);
    expect(byCode('DO')?.phoneCode?.split(',').length).toBeGreaterThan(1);
    expect(byCode('PR')?.phoneCode?.split(',').length).toBeGreaterThan(1);
    expect(byCode('AN')?.name.english).toBe('Netherlands Antilles');
    expect(byCode('CS')?.name.english).toBe('Serbia and Montenegro');
  });
});

describe('the dial-code choices (docs/product.md#entities)', () => {
  it('splits entries with several prefixes and leaves out entries without one', () => {
    expect(DIAL_CHOICES.filter((choice) => choice.code === 'DO').map((choice) => choice.prefix)).toEqual([
      '+1809',
      '+1829',
      '+1849',
    ]);
    expect(DIAL_CHOICES.filter((choice) => choice.code === 'PR')).toHaveLength(2);
    expect(DIAL_CHOICES.some((choice) => choice.code === 'BV' || choice.code === 'MQ')).toBe(false);
    const keys = DIAL_CHOICES.map((choice) => choice.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names and sorts the choices in the current language', () => {
    const haiti = findDialChoice('HT+509');
    expect(haiti && dialChoiceName(haiti, 'ht')).toBe('Ayiti');
    expect(haiti && dialChoiceName(haiti, 'en')).toBe('Hayti');
    const spanish = sortedDialChoices('es').map((choice) => dialChoiceName(choice, 'es'));
    expect(spanish.indexOf('Alemania')).toBeLessThan(spanish.indexOf('Zambia'));
    expect(spanish.indexOf('Österreich')).toBe(-1);
  });

  it('sorts in each language as that language’s collator does', () => {
    for (const language of ['en', 'ht', 'es', 'fr'] as const) {
      const collator = new Intl.Collator(language);
      const names = sortedDialChoices(language).map((choice) => dialChoiceName(choice, language));
      const collated = [...names].sort((a, b) => collator.compare(a, b));
      expect(names).toEqual(collated);
    }
    const french = sortedDialChoices('fr').map((choice) => dialChoiceName(choice, 'fr'));
    expect(french.indexOf('Égypte')).toBeLessThan(french.indexOf('Espagne'));
  });

  it('defaults to the United States and joins prefix and number', () => {
    expect(findDialChoice(DEFAULT_DIAL_CHOICE)?.prefix).toBe('+1');
    expect(fullPhoneNumber('HT+509', '  3412 3456 ')).toBe('+509 3412 3456');
    expect(fullPhoneNumber('HT+509', '   ')).toBe('');
    expect(fullPhoneNumber('XX+0', '555')).toBe('555');
  });
});
