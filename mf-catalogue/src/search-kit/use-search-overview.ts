import { useEffect, useState } from 'react';
import type { SearchSuggestions } from '@rental/shared/contracts';
import { useLanguage } from '@rental/shared/i18n/use-language.ts';
import { useLoaderData } from '@rental/shared/routes/router.ts';
import { searchKey } from '@rental/shared/search/search-words.ts';
import { readSearchOverview } from './search-overview.ts';

/** What a list's route loader read besides its page (list-loader.ts). */
interface WithOverview {
  overview?: SearchSuggestions | null;
}

/**
 * The overview of a list's words: the one its route's loader read with the first page (so the server's
 * page holds it), then read again whenever the words change, a newer read cancelling an older one.
 */
export function useSearchOverview(query: string): SearchSuggestions | null {
  const loaded = (useLoaderData() as WithOverview | null | undefined)?.overview ?? null;
  const key = searchKey(query);
  const language = useLanguage();
  const [overview, setOverview] = useState(() => (loaded && loaded.query === key ? loaded : null));

  useEffect(() => {
    if (!key) {
      setOverview(null);
      return;
    }
    if (overview?.query === key) return;
    const controller = new AbortController();
    void readSearchOverview(key, language, controller.signal).then((read) => {
      if (!controller.signal.aborted) setOverview(read);
    });
    return () => controller.abort();
  }, [key, language, overview]);

  return overview?.query === key ? overview : null;
}
