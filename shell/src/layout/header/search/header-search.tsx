import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_QUERY_MAX_LENGTH, SUGGESTIONS_MIN_LENGTH } from '@rental/shared/contracts';
import { LanguageField } from '@rental/shared/i18n/language-field.tsx';
import { useLocalizedTitle } from '@rental/shared/i18n/localized-title.ts';
import { useTextLang } from '@rental/shared/i18n/page-language.ts';
import { useLanguage } from '@rental/shared/i18n/use-language.ts';
import { useNavigate } from '@rental/shared/routes/router.ts';
import { paths, searchedPath } from '@rental/shared/routes/paths.ts';
import { useMediaQuery } from '@rental/shared/ui/use-media-query.ts';
import { SEARCH_OUTSIDE_CLICK_QUERY } from '../header-media-queries.ts';
import buttonStyles from '../header-button.module.css';
import { HeaderIcon } from '../header-icon.tsx';
import styles from './header-search.module.css';
import { suggestionGroups, type SuggestionOption } from './suggestion-options.ts';
import { optionId, SuggestionsListbox } from './suggestions-listbox.tsx';
import { useSearchSuggestions } from './use-search-suggestions.ts';

/**
 * The header's search (docs/product.md#header): a toggled form whose text box is a combobox. From two
 * characters it suggests the best equipment, categories, services and packages; arrow keys move through
 * them, Enter opens the one chosen or, with none, every result; Escape closes the suggestions, then the
 * form. Without JavaScript the form still sends the words to the equipment list, in the page's language.
 */
export function HeaderSearch() {
  const { t } = useTranslation('shell');
  const titleOf = useLocalizedTitle();
  const language = useLanguage();
  const langOf = useTextLang();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const closesOnOutsideClick = useMediaQuery(SEARCH_OUTSIDE_CLICK_QUERY, false);
  const formId = useId();
  const listId = `${formId}-suggestions`;
  const { text: answered, suggestions, loading, ask } = useSearchSuggestions(open ? text : '', language);

  const groups = useMemo(
    () =>
      suggestions
        ? suggestionGroups(suggestions, titleOf, (query) => t('search.didYouMean', { query }), langOf)
        : [],
    [suggestions, titleOf, t, langOf],
  );
  const seeAll = useMemo<SuggestionOption | null>(
    () =>
      answered
        ? {
            key: 'all',
            href: searchedPath(paths.equipments(), answered),
            label: t('search.seeAll', { query: answered }),
          }
        : null,
    [answered, t],
  );
  const options = useMemo(
    () => [...groups.flatMap((group) => group.options), ...(seeAll ? [seeAll] : [])],
    [groups, seeAll],
  );
  const shown = listOpen && seeAll !== null && text.trim().length >= SUGGESTIONS_MIN_LENGTH;
  const active = shown ? options.find((option) => option.key === activeKey) : undefined;
  const found = options.filter((option) => option.key !== 'all' && option.key !== 'did-you-mean').length;

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  // New suggestions: nothing is chosen until an arrow key says so.
  useEffect(() => setActiveKey(null), [suggestions]);

  useEffect(() => {
    if (!open || !closesOnOutsideClick) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, closesOnOutsideClick]);

  const close = useCallback(() => {
    setOpen(false);
    setListOpen(false);
  }, []);

  const go = useCallback(
    (href: string) => {
      close();
      void navigate(href);
    },
    [close, navigate],
  );
  const choose = useCallback((option: SuggestionOption) => go(option.href), [go]);
  const point = useCallback((option: SuggestionOption) => setActiveKey(option.key), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    go(active ? active.href : searchedPath(paths.equipments(), query));
  };

  const move = (step: 1 | -1) => {
    if (!shown) {
      setListOpen(true);
      return;
    }
    const index = options.findIndex((option) => option.key === activeKey);
    const next = index === -1 ? (step === 1 ? 0 : options.length - 1) : index + step;
    setActiveKey(next < 0 || next >= options.length ? null : options[next]!.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' && shown) {
      // The first Escape closes the suggestions; the form's own handler closes the form on the next.
      event.stopPropagation();
      setListOpen(false);
      setActiveKey(null);
    }
  };

  return (
    <div ref={wrapper} className={styles.search}>
      <button
        ref={toggle}
        type="button"
        className={buttonStyles.iconButton}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((value) => !value)}
      >
        <HeaderIcon>
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </HeaderIcon>
        <span className="visually-hidden">{t('search.toggle')}</span>
      </button>
      <form
        id={formId}
        role="search"
        action={paths.equipments()}
        hidden={!open}
        className={styles.form}
        onSubmit={submit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            close();
            toggle.current?.focus();
          }
        }}
      >
        <label className="visually-hidden" htmlFor={`${formId}-input`}>
          {t('search.label')}
        </label>
        <input
          ref={input}
          id={`${formId}-input`}
          name="query"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={active ? optionId(listId, active) : undefined}
          aria-describedby={`${formId}-status`}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          required
          value={text}
          placeholder={t('search.placeholder')}
          onChange={(event) => {
            ask(event.target.value);
            setText(event.target.value);
            setListOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setListOpen(false)}
          onFocus={() => setListOpen(true)}
        />
        <LanguageField />
        <button type="submit" className={styles.submit}>
          {t('search.submit')}
        </button>
        <SuggestionsListbox
          id={listId}
          hidden={!shown}
          groups={groups}
          seeAll={seeAll}
          activeKey={active?.key ?? null}
          onChoose={choose}
          onPoint={point}
        />
        <p id={`${formId}-status`} role="status" className="visually-hidden">
          {shown && !loading ? (found > 0 ? t('search.found', { count: found }) : t('search.noneFound')) : ''}
        </p>
      </form>
    </div>
  );
}
