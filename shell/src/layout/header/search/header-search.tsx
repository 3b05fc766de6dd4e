import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@rental/shared/routes/router.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { useMediaQuery } from '@rental/shared/ui/use-media-query.ts';
import { SEARCH_OUTSIDE_CLICK_QUERY } from './header-media-queries.ts';
import styles from './header.module.css';
import { HeaderIcon } from './header-icon.tsx';

/** A search box that toggles; submitting opens the equipment list filtered by the words (docs/product.md#header). */
export function HeaderSearch() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const closesOnOutsideClick = useMediaQuery(SEARCH_OUTSIDE_CLICK_QUERY, false);
  const formId = useId();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open || !closesOnOutsideClick) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, closesOnOutsideClick]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    setOpen(false);
    navigate(paths.equipments(query));
  };

  return (
    <div ref={wrapper} className={styles.search}>
      <button
        ref={toggle}
        type="button"
        className={styles.iconButton}
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
        hidden={!open}
        className={styles.searchForm}
        onSubmit={submit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
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
          type="search"
          required
          value={text}
          placeholder={t('search.placeholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={styles.searchSubmit}>
          {t('search.submit')}
        </button>
      </form>
    </div>
  );
}
