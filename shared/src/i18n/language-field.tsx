import { useLocation } from '@rental/shared/routes/router.ts';
import { LANGUAGE_PARAM, languageInAddress } from './address-language.ts';
import { useLanguage } from './use-language.ts';

/**
 * The page's language, sent with a form the browser submits itself (without JavaScript). Only when the
 * address named it: without JavaScript nothing else remembers it (the cookie is written by the script),
 * and a language that came from the cookie comes with the next request anyway.
 */
export function LanguageField() {
  const { search } = useLocation();
  const language = useLanguage();
  if (languageInAddress(search) === null) return null;
  return <input type="hidden" name={LANGUAGE_PARAM} value={language} />;
}
