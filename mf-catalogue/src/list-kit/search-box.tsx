import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_QUERY_MAX_LENGTH } from '@rental/shared/contracts';
import { LanguageField } from '@rental/shared/i18n/language-field.tsx';
import inputControl from '@rental/shared/ui/input-control.module.css';
import { CATALOGUE_NS } from '../i18n/catalogue-i18n.ts';
import { LIST_CHANGE_DELAY_MS } from './list-constants.ts';
import styles from './list.module.css';

/**
 * The list's search box. What is typed goes to the address 1 s after the last key (docs/product.md#states), or
 * at once on Enter; words that arrive from the address (Back, Forward, the header search) replace it.
 * Without JavaScript, the form sends the words to the list's address itself, in the page's language.
 */
export function SearchBox({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (query: string) => void;
}) {
  const { t } = useTranslation(CATALOGUE_NS);
  const id = useId();
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const latestOnCommit = useRef(onCommit);
  useEffect(() => {
    latestOnCommit.current = onCommit;
  });

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setDraft(value);
  }, [value]);

  const commit = useCallback((text: string) => {
    const query = text.trim();
    if (query === committed.current.trim()) return;
    committed.current = query;
    latestOnCommit.current(query);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => commit(draft), LIST_CHANGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, commit]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit(draft);
  };

  return (
    <form
      role="search"
      aria-label={label}
      className={`${inputControl.field} ${styles.field} ${styles.searchField}`}
      onSubmit={submit}
    >
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={inputControl.control}
        type="search"
        name="query"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('list.searchPlaceholder')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <LanguageField />
    </form>
  );
}
