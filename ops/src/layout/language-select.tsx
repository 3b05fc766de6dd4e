import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@rental/shared/i18n/i18n-setup.ts';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@rental/shared/i18n/languages.ts';
import { useLanguage } from '@rental/shared/i18n/use-language.ts';

/** The console reads in the same four languages as the site, and remembers the choice the same way. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  const language = useLanguage();
  return (
    <span className="language-select">
      <label htmlFor={id}>{t('layout.language')}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value, localStorage);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
