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

/** What was last answered, and for which words and language (`settled`, also when the request failed). */
interface Answer {
  settled: string | null;
  text: string | null;
  suggestions: SearchSuggestions | null;
}

const NO_ANSWER: Answer = { settled: null, text: null, suggestions: null };

/**
 * The suggestions for `text` as it is typed (docs/product.md#header): asked for at every keystroke from
 * two characters, with no delay, each request cancelling the one before it, so the list follows the
 * typing and never shows an answer to older text after a newer one. Services and packages are named in
 * the page's `language`. Whether an answer is awaited follows from the words alone: a keystroke renders
 * the search once, and its answer once more.
 */
export function useSearchSuggestions(text: string, language: Language): SuggestionsState {
  const [answer, setAnswer] = useState<Answer>(NO_ANSWER);
  const kept = useRef(new Map<string, SearchSuggestions>());
  const query = text.trim();
  const wanted = query.length < SUGGESTIONS_MIN_LENGTH ? null : `${language}:${query}`;

  useEffect(() => {
    if (wanted === null) {
      setAnswer(NO_ANSWER);
      return;
    }
    const known = kept.current.get(wanted);
    if (known) {
      setAnswer({ settled: wanted, text: query, suggestions: known });
      return;
    }
    const settledWithout = (current: Answer): Answer => ({ ...current, settled: wanted });
    const controller = new AbortController();
    getSearchSuggestions(query, language, controller.signal)
      .then((answered) => {
        if (controller.signal.aborted) return;
        if (answered.status !== 1) {
          setAnswer(settledWithout);
          return;
        }
        kept.current.set(wanted, answered.data);
        if (kept.current.size > KEPT_ANSWERS) kept.current.delete(kept.current.keys().next().value!);
        setAnswer({ settled: wanted, text: query, suggestions: answered.data });
      })
      .catch(() => {
        // A refused request (too long, or the API away): the search still works by Enter.
        if (!controller.signal.aborted) setAnswer(settledWithout);
      });
    return () => controller.abort();
  }, [wanted, query, language]);

  return {
    text: answer.text,
    suggestions: answer.suggestions,
    loading: wanted !== null && answer.settled !== wanted,
  };
}
