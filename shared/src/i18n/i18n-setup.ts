import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nNamespacesSlot } from '../seams/global-slots.ts';
import { LANGUAGE_STORAGE_KEY, languageCookie } from './language-choice.ts';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages.ts';

import type { NamespaceLoaders, NamespaceTexts } from './namespace-texts.ts';

export type { NamespaceBundles, NamespaceLoaders, NamespaceTexts } from './namespace-texts.ts';

/**
 * Every namespace an app registered, and how to get its texts. Kept in a global slot: on the server each
 * app's build carries its own copy of this module, and the shell's renderer must reach the remotes' texts.
 */
const namespaceLoaders = i18nNamespacesSlot.readOrFill(() => new Map<string, NamespaceLoaders>());

async function addTexts(namespace: string, loaders: NamespaceLoaders, language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, namespace)) return;
  const loaded = await loaders[language]();
  const texts = 'default' in loaded ? (loaded.default as NamespaceTexts) : loaded;
  i18next.addResourceBundle(language, namespace, texts, true, true);
}

const initialized = () =>
  i18next.isInitialized
    ? Promise.resolve()
    : new Promise<void>((resolve) => i18next.on('initialized', () => resolve()));

/**
 * Adds an app's namespace to the one shared i18next instance (docs/architecture.md#state) and resolves once its texts in the
 * page's language are there; a later language switch loads them in the new language first. Safe to call
 * twice, and before the instance starts (a remote's module can load before its harness has started i18next).
 */
export async function registerNamespace(namespace: string, loaders: NamespaceLoaders): Promise<void> {
  namespaceLoaders.set(namespace, loaders);
  await initialized();
  await addTexts(namespace, loaders, currentLanguage());
}

/** Starts the one i18next instance; the shell calls it once, a remote's standalone harness too. */
export async function initI18n(
  language: Language,
  namespace: string,
  loaders: NamespaceLoaders,
): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [namespace],
      defaultNS: namespace,
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { bindI18nStore: 'added' },
    });
  }
  await registerNamespace(namespace, loaders);
  // i18next settles the language it resolves to when it changes; the texts arrived after the start.
  if (i18next.resolvedLanguage !== language) await i18next.changeLanguage(language);
  reflectLanguage(language);
}

function reflectLanguage(language: Language): void {
  // The server already wrote the page's language: setting it again would restyle the page for nothing.
  if (typeof document !== 'undefined' && document.documentElement.lang !== language)
    document.documentElement.lang = language;
}

/** Brings every registered namespace's texts in `language`, before anything renders in it. */
export const loadTextsIn = (language: Language): Promise<unknown> =>
  Promise.all([...namespaceLoaders].map(([namespace, loaders]) => addTexts(namespace, loaders, language)));

/**
 * The texts for one page rendered on the server: an instance in the visitor's language that shares the
 * texts of the one instance, so concurrent pages in different languages never mix (docs/decisions/015).
 */
export async function i18nForPage(language: Language): Promise<typeof i18next> {
  await loadTextsIn(language);
  const page = i18next.cloneInstance({ lng: language, initAsync: false });
  if (page.language !== language) await page.changeLanguage(language);
  return page;
}

/** Switches the language everywhere, remembers it (for the server too) and sets `<html lang>`. */
export async function changeLanguage(language: Language, storage?: Pick<Storage, 'setItem'>): Promise<void> {
  await loadTextsIn(language);
  await i18next.changeLanguage(language);
  reflectLanguage(language);
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice still applies to this page, but is not remembered: the server must not think it is.
    return;
  }
  if (storage) document.cookie = languageCookie(language);
}

/** The page's language: the one asked for, even while its texts are still on their way. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}
