import { languageInAddress } from './address-language.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';

/** Where the browser remembers the visitor's language, and the cookie that tells the server. */
export const LANGUAGE_STORAGE_KEY = 'doral-rentals.language';
export const LANGUAGE_COOKIE = LANGUAGE_STORAGE_KEY;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Where a remembered choice is read: the browser's storage, or a request's cookies on the server. */
export interface LanguageMemory {
  getItem(key: string): string | null;
}

/**
 * `?lang=` wins, then the remembered choice, then the default. The browser reads the remembered choice
 * from its storage, the site server from the cookie that mirrors it: both pick the same language.
 */
export function detectLanguage(search: string, remembered: LanguageMemory | undefined): Language {
  const fromAddress = languageInAddress(search);
  if (fromAddress) return fromAddress;
  try {
    const choice = remembered?.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(choice)) return choice;
  } catch {
    // Blocked storage: fall through to the default.
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The cookie that mirrors the remembered language, so that the server renders each page in it
 * (docs/decisions/015). Only the language: nothing that names the visitor.
 */
export const languageCookie = (language: Language) =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;

/** Clears that cookie: nothing is remembered, so the server takes the default as the app does. */
export const forgottenLanguageCookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

/** The language cookie's value read as the browser's storage is, so the server's `detectLanguage` finds the same choice. */
export function cookieMemory(cookieValue: string | undefined): LanguageMemory {
  return { getItem: (key) => (key === LANGUAGE_STORAGE_KEY ? (cookieValue ?? null) : null) };
}
