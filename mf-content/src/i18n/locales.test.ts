import { describe, expect, it } from 'vitest';
import { flatTexts } from '@rental/shared/i18n/flat-texts.ts';
import { contentBundles } from '../testing/content-bundles.ts';

describe('the content namespace', () => {
  it('says the four contact messages word for word in English', () => {
    expect(contentBundles.en.contact).toMatchObject({
      form: {
        errors: {
          name: 'Please enter your name',
          phone_number: 'Please enter your Number',
          email: 'Please enter your Email Address',
          message: 'Please enter your Message',
        },
      },
    });
  });

  for (const [language, bundle] of Object.entries(contentBundles)) {
    it(`${language}: every plural has its _one and _other forms, and interpolations match English`, () => {
      const english = new Map(flatTexts(contentBundles.en));
      const entries = flatTexts(bundle);
      const keys = new Set(entries.map(([key]) => key));
      for (const key of keys) {
        if (key.endsWith('_one')) expect(keys, key).toContain(key.replace(/_one$/, '_other'));
        if (key.endsWith('_other')) expect(keys, key).toContain(key.replace(/_other$/, '_one'));
      }
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      for (const [key, text] of entries) {
        // A one-form may spell "1" out in words ("La persona…"); every other text keeps English's placeholders.
        if (key.endsWith('_one')) continue;
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english.get(key) ?? ''));
      }
    });
  }
});
