import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { clearDraft, EMPTY_DRAFT, readDraft, writeDraft, type QuoteDraft } from './quote-draft.ts';

/** Reaching sessionStorage itself can throw (blocked cookies in some browsers): then there is none. */
function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const isEmpty = (draft: QuoteDraft) =>
  (Object.keys(EMPTY_DRAFT) as (keyof QuoteDraft)[]).every((key) => draft[key] === EMPTY_DRAFT[key]);

/**
 * The quote form's entries, entries to this tab's session storage on every change so a reload while
 * filling the form loses nothing; `reset` empties the form and forgets the entries copy.
 *
 * The first render shows the empty form, as the server, which has no session storage, sent it
 * (docs/decisions/015); the entries entries come right after, before the browser paints, so a page reached
 * by a link never shows the empty form first. Until then (`null`) nothing is entries, or the empty form
 * would overwrite the entries before they are read.
 */
export function useQuoteDraft() {
  const [entries, setEntries] = useState<QuoteDraft | null>(null);
  const draft = entries ?? EMPTY_DRAFT;

  useLayoutEffect(() => setEntries(readDraft(sessionStore())), []);

  useEffect(() => {
    if (!entries) return;
    if (isEmpty(entries)) clearDraft(sessionStore());
    else writeDraft(sessionStore(), entries);
  }, [entries]);

  const update = useCallback(
    <K extends keyof QuoteDraft>(field: K, value: QuoteDraft[K]) =>
      setEntries((current) => ({ ...(current ?? EMPTY_DRAFT), [field]: value })),
    [],
  );
  const patch = useCallback(
    (changes: Partial<QuoteDraft>) => setEntries((current) => ({ ...(current ?? EMPTY_DRAFT), ...changes })),
    [],
  );
  const reset = useCallback(() => {
    // Forgotten at once, not only on the next render: the page may already be gone when a request ends.
    clearDraft(sessionStore());
    setEntries(EMPTY_DRAFT);
  }, []);

  return { draft, update, patch, reset };
}
