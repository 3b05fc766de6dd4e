import { getSearchSuggestions } from '@rental/shared/api-client/calls/get-search-suggestions.ts';
import type { SearchSuggestions } from '@rental/shared/contracts';
import type { Language } from '@rental/shared/i18n/languages.ts';
import { searchKey } from '@rental/shared/search/search-words.ts';

/**
 * What the catalogue holds for a list's words across its kinds (equipment, services, packages), and, when
 * nothing matched, the nearest words and categories: the search endpoint the header's suggestions use.
 * Null without words, or when it cannot be had (the list still shows).
 */
export async function readSearchOverview(
  query: string,
  language: Language,
  signal?: AbortSignal,
): Promise<SearchSuggestions | null> {
  if (!searchKey(query)) return null;
  try {
    const answer = await getSearchSuggestions(query, language, signal);
    return answer.status === 1 ? answer.data : null;
  } catch {
    return null;
  }
}
