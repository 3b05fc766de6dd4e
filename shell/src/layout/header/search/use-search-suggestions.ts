import { useCallback, useEffect, useRef, useState } from 'react';
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
  /**
   * Asks for the suggestions of `text` straight away, from the keystroke's own event: the request is on
   * its way while the text box renders what was typed, instead of after it.
   */
  ask: (text: string) => void;
}

/** What was last answered, and for which words and language (`settled`, also when the request failed). */
interface Answer {
  settled: string | null;
  text: string | null;
  suggestions: SearchSuggestions | null;
}

/** The one request on its way: its words, its cancellation, and its answer (null when it failed). */
interface Request {
  wanted: string;
  controller: AbortController;
  answered: Promise<SearchSuggestions | null>;
}

const NO_ANSWER: Answer = { settled: null, text: null, suggestions: null };

/** The words and language an answer is for; null below two characters, where nothing is asked. */
const wantedOf = (query: string, language: Language) =>
  query.length < SUGGESTIONS_MIN_LENGTH ? null : `${language}:${query}`;

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
  const onItsWay = useRef<Request | null>(null);
  const query = text.trim();
  const wanted = wantedOf(query, language);

  /** The request for `asked`: the one on its way when it asks for the same words, else a new one. */
  const request = useCallback((asked: string, words: string, lang: Language): Request => {
    const current = onItsWay.current;
    if (current?.wanted === asked && !current.controller.signal.aborted) return current;
    current?.controller.abort();
    const controller = new AbortController();
    const answered = getSearchSuggestions(words, lang, controller.signal).then(
      (result) => (result.status === 1 ? result.data : null),
      // A refused request (too long, or the API away): the search still works by Enter.
      () => null,
    );
    const made = { wanted: asked, controller, answered };
    onItsWay.current = made;
    return made;
  }, []);

  const ask = useCallback(
    (typed: string) => {
      const words = typed.trim();
      const asked = wantedOf(words, language);
      if (asked !== null && !kept.current.has(asked)) request(asked, words, language);
    },
    [language, request],
  );

  useEffect(() => {
    if (wanted === null) {
      onItsWay.current?.controller.abort();
      setAnswer(NO_ANSWER);
      return;
    }
    const known = kept.current.get(wanted);
    if (known) {
      setAnswer({ settled: wanted, text: query, suggestions: known });
      return;
    }
    const { controller, answered } = request(wanted, query, language);
    void answered.then((suggestions) => {
      if (controller.signal.aborted) return;
      if (!suggestions) {
        setAnswer((current) => ({ ...current, settled: wanted }));
        return;
      }
      kept.current.set(wanted, suggestions);
      if (kept.current.size > KEPT_ANSWERS) kept.current.delete(kept.current.keys().next().value!);
      setAnswer({ settled: wanted, text: query, suggestions });
    });
    return () => controller.abort();
  }, [wanted, query, language, request]);

  return {
    text: answer.text,
    suggestions: answer.suggestions,
    loading: wanted !== null && answer.settled !== wanted,
    ask,
  };
}
