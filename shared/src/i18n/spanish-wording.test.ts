import { describe, expect, it } from 'vitest';
import { APPS_WITH_TEXTS as apps, readLocaleFile as read } from '../testing/locale-files.ts';
import { flatTexts } from './flat-texts.ts';

/** Proper names Spanish writes differently from English: the key the keyboard names, a place. */
const SPANISH_NAMES = new Set(['Intro', 'Aeropuerto', 'Internacional']);

/** A capitalised word right after a lowercase one or a comma, where no sentence starts. */
const MID_SENTENCE_CAPITAL = /(?<=[a-záéíóúñü,] )[A-ZÁÉÍÓÚÑ][\p{L}\d]*/gu;

/**
 * The company writes its category names with a capital, as names; placed after a preposition they read
 * as a common noun with a stray capital ("Equipos de Generadores remolcables").
 */
const CATEGORY_AS_COMMON_NOUN = /(?<!\p{L})(?:de|del|en|a|al|para)\s+\{\{(?:category|subcategory)\}\}/u;

describe('Spanish wording', () => {
  for (const app of apps) {
    const english = JSON.stringify(read(app, 'en'));
    const spanish = flatTexts(read(app, 'es'));

    it(`${app} writes no capital mid-sentence but a proper name's`, () => {
      const slips = spanish.flatMap(([key, text]) =>
        [...text.matchAll(MID_SENTENCE_CAPITAL)]
          .map(([word]) => word)
          .filter((word) => !english.includes(word) && !SPANISH_NAMES.has(word))
          .map((word) => `${key}: ${word}`),
      );
      expect(slips).toEqual([]);
    });

    it(`${app} names a category as a name, not as a common noun`, () => {
      expect(spanish.filter(([, text]) => CATEGORY_AS_COMMON_NOUN.test(text)).map(([key]) => key)).toEqual(
        [],
      );
    });
  }
});
