import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages.ts';

export const LANGUAGE_STORAGE_KEY = 'doral-rentals.language';

/** Translations of one namespace in the four languages; the key sets must match (a test checks it). */
export type NamespaceBundles = Record<Language, Record<string, unknown>>;

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
 * Adds an app's namespace to the one shared i18next instance (DESIGN §4). Safe to call twice, and before
 * the instance starts (a remote's module can load before its standalone harness has started i18next).
 */
export function registerNamespace(namespace: string, bundles: NamespaceBundles): void {
  const add = () => {
    for (const language of LANGUAGES)
      i18next.addResourceBundle(language, namespace, bundles[language], true, true);
  };
  if (i18next.isInitialized) add();
  else i18next.on('initialized', add);
}

/** Starts the one i18next instance; the shell calls it once, a remote's standalone harness too. */
export async function initI18n(
  language: Language,
  namespace: string,
  bundles: NamespaceBundles,
): Promise<void> {
  if (!i18next.isInitialized) {
    const resources: Resource = {};
    for (const lng of LANGUAGES) resources[lng] = { [namespace]: bundles[lng] };
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [namespace],
      defaultNS: namespace,
      resources,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { bindI18nStore: 'added' },
    });
  } else {
    registerNamespace(namespace, bundles);
  }
  reflectLanguage(language);
}

function reflectLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Switches the language everywhere, remembers it and sets `<html lang>`. */
export async function changeLanguage(language: Language, storage?: Pick<Storage, 'setItem'>): Promise<void> {
  await i18next.changeLanguage(language);
  reflectLanguage(language);
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice still applies to this page.
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : DEFAULT_LANGUAGE;
}
