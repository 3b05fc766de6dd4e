import { useTranslation } from 'react-i18next';
import { languageInAddress } from '@rental/shared/i18n/address-language.ts';
import { changeLanguage } from '@rental/shared/i18n/i18n-setup.ts';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@rental/shared/i18n/languages.ts';
import { useLanguage } from '@rental/shared/i18n/use-language.ts';
import { useLocation, useRevalidator } from '@rental/shared/routes/router.ts';
import styles from './language-switcher.module.css';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The four languages, each by its own name; the choice is remembered, sets `<html lang>` and reads the page's
 * data again in it, once: an address that names a language is made to name the new one
 * (`useAddressInLanguage`, in the layout), and that change of address runs the loaders; an address that
 * names none has them run here.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const revalidator = useRevalidator();
  const { search } = useLocation();
  const addressNamesLanguage = languageInAddress(search) !== null;
  return (
    <label className={styles.language}>
      <span className="visually-hidden">{t('header.language')}</span>
      <select
        value={language}
        onChange={(event) => {
          if (!isLanguage(event.target.value)) return;
          // Once every text is in the new language, the pages' loaders read the company's texts in it too.
          void changeLanguage(event.target.value, storage()).then(() => {
            if (!addressNamesLanguage) void revalidator.revalidate();
          });
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
