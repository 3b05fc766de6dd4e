import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { CONTENT_NS } from '../i18n/content-i18n.ts';
import { contentBundles } from '../testing/content-bundles.ts';
import { useIntlLocales } from './use-intl-locales.ts';

async function localesIn(language: string) {
  await i18next.changeLanguage(language);
  const { result, unmount } = renderHook(() => useIntlLocales());
  unmount();
  return result.current;
}

beforeAll(() => useTestI18n(CONTENT_NS, contentBundles));
afterAll(() => i18next.changeLanguage('en'));

describe('useIntlLocales', () => {
  it("names the language's locale, then English, which Intl falls back to everywhere alike", async () => {
    expect(await localesIn('fr')).toEqual(['fr-FR', 'en-US']);
    expect(await localesIn('en')).toEqual(['en-US']);
  });

  it('gives Creole, which Intl does not know, English after it, not the runtime’s own default locale', async () => {
    expect(await localesIn('ht')).toEqual(['ht-HT', 'en-US']);
  });
});
