import { readVisitor } from './read-visitor.ts';
import { detectLanguage, forgottenLanguageCookie, languageCookie } from '../i18n/language-choice.ts';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';

/**
 * Keeps the cookie in step with the remembered choice, at start-up: a choice remembered before the
 * cookie existed reaches the server from the next page on, and a cookie left behind by storage that was
 * cleared or blocked is forgotten. Writes nothing when they already agree.
 */
export function mirrorRememberedLanguage(storage: Pick<Storage, 'getItem'> | undefined): void {
  const remembered = detectLanguage('', storage);
  if (readVisitor({ cookies: document.cookie, search: '' }).language === remembered) return;
  document.cookie = remembered === DEFAULT_LANGUAGE ? forgottenLanguageCookie : languageCookie(remembered);
}
