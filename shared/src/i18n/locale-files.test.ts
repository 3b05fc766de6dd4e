import { describe, expect, it } from 'vitest';
import { APPS_WITH_TEXTS as apps, readLocaleFile as read } from '../testing/locale-files.ts';
import { flatKeys } from './flat-texts.ts';

describe('translations', () => {
  for (const app of apps) {
    it(`${app} has the same keys in English, Haitian Creole, Spanish and French, none empty`, () => {
      const englishBundle = read(app, 'en');
      const english = flatKeys(englishBundle).sort();
      const textOf = (bundle: unknown, key: string) =>
        String(
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle),
        );
      for (const language of ['ht', 'es', 'fr']) {
        const bundle = read(app, language);
        expect(flatKeys(bundle).sort(), `${app} ${language}`).toEqual(english);
        for (const key of english)
          expect(textOf(bundle, key).trim(), `${app} ${language} ${key}`).not.toBe('');
        // Brand names and short labels may read the same; most texts must not be an untranslated copy.
        const unchanged = english.filter((key) => textOf(bundle, key) === textOf(englishBundle, key));
        expect(
          unchanged.length / english.length,
          `${app} ${language} untranslated: ${unchanged.join(', ')}`,
        ).toBeLessThan(0.34);
      }
    });
  }
});
