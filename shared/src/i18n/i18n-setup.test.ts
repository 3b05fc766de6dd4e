import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  changeLanguage,
  currentLanguage,
  initI18n,
  registerNamespace,
  type NamespaceLoaders,
} from './i18n-setup.ts';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from './language-choice.ts';
import { mirrorRememberedLanguage } from '../visitor/language-mirror.ts';
import { LANGUAGES } from './languages.ts';

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? value : null),
});

describe('language detection (docs/product.md#language)', () => {
  it('takes ?lang= first', () => expect(detectLanguage('?lang=ht', storage('fr'))).toBe('ht'));
  it('then the remembered choice', () => expect(detectLanguage('?lang=de', storage('es'))).toBe('es'));
  it('then English', () => expect(detectLanguage('', storage('klingon'))).toBe('en'));
  it('survives blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(detectLanguage('', blocked)).toBe('en');
  });
});

describe('texts loaded one language at a time', () => {
  const fetched: string[] = [];
  const loadersOf = (namespace: string) =>
    Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        () => {
          fetched.push(`${namespace}:${language}`);
          const texts = { greeting: `${namespace} in ${language}` };
          // A JSON file imported on demand arrives as a module with the texts as its default export.
          return Promise.resolve(language === 'en' ? texts : { default: texts });
        },
      ]),
    ) as unknown as NamespaceLoaders;

  it('fetches only the page language, and every namespace in a new language before switching to it', async () => {
    await initI18n('es', 'shell', loadersOf('shell'));
    await registerNamespace('catalogue', loadersOf('catalogue'));
    expect(fetched).toEqual(['shell:es', 'catalogue:es']);
    expect(currentLanguage()).toBe('es');
    expect(i18next.resolvedLanguage).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18next.t('greeting', { ns: 'catalogue' })).toBe('catalogue in es');

    const readyWhenSwitched: boolean[] = [];
    i18next.on('languageChanged', (language) =>
      readyWhenSwitched.push(
        i18next.hasResourceBundle(language, 'shell') && i18next.hasResourceBundle(language, 'catalogue'),
      ),
    );
    await changeLanguage('fr');
    expect(fetched).toEqual(['shell:es', 'catalogue:es', 'shell:fr', 'catalogue:fr']);
    expect(readyWhenSwitched).toEqual([true]);
    expect(i18next.t('greeting', { ns: 'shell' })).toBe('shell in fr');

    await changeLanguage('es');
    expect(fetched).toHaveLength(4);
    expect(i18next.t('greeting', { ns: 'shell' })).toBe('shell in es');
  });
});

describe('the remembered language reaches the server', () => {
  const cookieLanguage = () => /(?:^|; )doral-rentals\.language=(\w+)/.exec(document.cookie)?.[1];

  it('a chosen language is remembered in storage and in a cookie the server reads', async () => {
    const stored = new Map<string, string>();
    await changeLanguage('ht', { setItem: (key, value) => stored.set(key, value) });
    expect(stored.get(LANGUAGE_STORAGE_KEY)).toBe('ht');
    expect(cookieLanguage()).toBe('ht');
    expect(detectLanguage('', { getItem: () => cookieLanguage() ?? null })).toBe('ht');
  });

  it('a choice remembered before the cookie existed is copied into it; a cookie left without one goes', () => {
    mirrorRememberedLanguage(storage('es'));
    expect(cookieLanguage()).toBe('es');
    mirrorRememberedLanguage(storage(null));
    expect(cookieLanguage()).toBeUndefined();
  });

  it('a choice that storage refuses is not told to the server either', async () => {
    await changeLanguage('fr', {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(cookieLanguage()).toBeUndefined();
  });
});
