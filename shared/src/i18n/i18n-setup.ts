import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages.ts';

export const LANGUAGE_STORAGE_KEY = 'doral-rentals.language';

/** The texts of one namespace in one language. */
export type NamespaceTexts = Record<string, unknown>;

/** Translations of one namespace in the four languages; the key sets must match (a test checks it). */
export type NamespaceBundles = Record<Language, NamespaceTexts>;

/**
 * How an app gets each language's texts of its namespace: a visitor downloads only the language they read
 * (issue 8). An app bundles the default language and imports the others when they are asked for.
 */
export type NamespaceLoaders = Record<Language, () => Promise<NamespaceTexts | { default: NamespaceTexts }>>;

const namespaceLoaders = new Map<string, NamespaceLoaders>();

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

/** `?lang=` wins, then the remembered choice, then the default. */
export function detectLanguage(search: string, storage: Pick<Storage, 'getItem'> | undefined): Language {
  const fromAddress = new URLSearchParams(search).get('lang');
  if (isLanguage(fromAddress)) return fromAddress;
  try {
    const remembered = storage?.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(remembered)) return remembered;
  } catch {
    // Blocked storage: fall through to the default.
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Adds an app's namespace to the one shared i18next instance (DESIGN §4) and resolves once its texts in the
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
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Switches the language everywhere, remembers it and sets `<html lang>`. */
export async function changeLanguage(language: Language, storage?: Pick<Storage, 'setItem'>): Promise<void> {
  // Every namespace on the page gets its texts in the new language before anything re-renders in it.
  await Promise.all(
    [...namespaceLoaders].map(([namespace, loaders]) => addTexts(namespace, loaders, language)),
  );
  await i18next.changeLanguage(language);
  reflectLanguage(language);
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice still applies to this page.
  }
}

/** The page's language: the one asked for, even while its texts are still on their way. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}
