import type { Success } from '../../contracts/envelope.ts';
import { SEARCH_QUERY_MAX_LENGTH } from '../../contracts/limits.ts';
import type { SearchSuggestions } from '../../contracts/search.ts';
import { send } from '../http-client.ts';

/**
 * What the catalogue holds for the words typed so far (docs/product.md#header). Text past the API's limit is
 * cut rather than refused: what a visitor pastes still finds something.
 */
export const getSearchSuggestions = (query: string, signal?: AbortSignal) =>
  send<Success<SearchSuggestions>>({
    method: 'GET',
    url: `/search/suggestions?query=${encodeURIComponent(query.slice(0, SEARCH_QUERY_MAX_LENGTH))}`,
    signal,
  });
