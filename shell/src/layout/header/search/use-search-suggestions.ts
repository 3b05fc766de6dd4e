import { useEffect, useRef, useState } from 'react';
import { getSearchSuggestions } from '@rental/shared/api-client/calls/get-search-suggestions.ts';
import { SUGGESTIONS_MIN_LENGTH, type SearchSuggestions } from '@rental/shared/contracts';
import type { Language } from '@rental/shared/i18n/languages.ts';

/** Answers kept for the words typed in this page, so Backspace shows the earlier ones at once. */
const KEPT_ANSWERS = 50;

export interface SuggestionsState {
  /** The text the shown suggestions answer; null before any. */
  text: string | null;
  suggestions: SearchSuggestions | null;
  /** A request for newer text is on its way. */
  loading: boolean;
}

const NONE: SuggestionsState = { text: null, suggestions: null, loading: false };

/**
 * The suggestions for `text` as it is typed (docs/product.md#header): asked for at every keystroke from
 * two characters, with no delay, each request cancelling the one before it, so the list follows the
 * typing and never shows an answer to older text after a newer one. Services and packages are named in
 * the page's `language`.
 */
export function useSearchSuggestions(text: string, language: Language): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>(NONE);
  const kept = useRef(new Map<string, SearchSuggestions>());

  useEffect(() => {
    const query = text.trim();
    if (query.length < SUGGESTIONS_MIN_LENGTH) {
      setState(NONE);
      return;
    }
    const keptKey = `${language}:${query}`;
    const known = kept.current.get(keptKey);
    if (known) {
      setState({ text: query, suggestions: known, loading: false });
      return;
    }
    setState((current) => ({ ...current, loading: true }));
    const controller = new AbortController();
    getSearchSuggestions(query, language, controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return;
        if (answer.status !== 1) {
          setState((current) => ({ ...current, loading: false }));
          return;
        }
        kept.current.set(keptKey, answer.data);
        if (kept.current.size > KEPT_ANSWERS) kept.current.delete(kept.current.keys().next().value!);
        setState({ text: query, suggestions: answer.data, loading: false });
      })
      .catch(() => {
        // A refused request (too long, or the API away): the search still works by Enter.
        if (!controller.signal.aborted) setState((current) => ({ ...current, loading: false }));
      });
    return () => controller.abort();
  }, [text, language]);

  return state;
}
