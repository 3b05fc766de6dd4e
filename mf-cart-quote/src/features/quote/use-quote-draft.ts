import { useCallback, useEffect, useState } from 'react';
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
 * The quote form's entries, saved to this tab's session storage on every change so a reload while
 * filling the form loses nothing (issue 5); `reset` empties the form and forgets the saved copy.
 */
export function useQuoteDraft() {
  const [draft, setDraft] = useState<QuoteDraft>(() => readDraft(sessionStore()));

  useEffect(() => {
    if (isEmpty(draft)) clearDraft(sessionStore());
    else writeDraft(sessionStore(), draft);
  }, [draft]);

  const update = useCallback(
    <K extends keyof QuoteDraft>(field: K, value: QuoteDraft[K]) =>
      setDraft((current) => ({ ...current, [field]: value })),
    [],
  );
  const patch = useCallback(
    (changes: Partial<QuoteDraft>) => setDraft((current) => ({ ...current, ...changes })),
    [],
  );
  const reset = useCallback(() => {
    // Forgotten at once, not only on the next render: the page may already be gone when a request ends.
    clearDraft(sessionStore());
    setDraft(EMPTY_DRAFT);
  }, []);

  return { draft, update, patch, reset };
}
