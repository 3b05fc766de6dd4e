import type { Success } from '../../contracts/envelope.ts';
import { SEARCH_QUERY_MAX_LENGTH } from '../../contracts/limits.ts';
import type { SearchSuggestions } from '../../contracts/search.ts';
import type { Language } from '../../contracts/vocabulary.ts';
import { send } from '../http-client.ts';

/**
 * What the catalogue holds for the words typed so far (docs/product.md#header), services and packages named
 * in `lang`. Text past the API's limit is cut rather than refused: what a visitor pastes still finds something.
 */
export const getSearchSuggestions = (query: string, lang: Language, signal?: AbortSignal) =>
  send<Success<SearchSuggestions>>({
    method: 'GET',
    url: `/search/suggestions?query=${encodeURIComponent(query.slice(0, SEARCH_QUERY_MAX_LENGTH))}&lang=${lang}`,
    signal,
  });
