import type { ListResult, SearchSuggestions } from '@rental/shared/contracts';
import type { Language } from '@rental/shared/i18n/languages.ts';
import { loaderLanguage } from '@rental/shared/i18n/page-language.ts';
import type { LoaderFunctionArgs } from '@rental/shared/routes/router.ts';
import { readListFilters, readListPage, type ListFilters } from './list-address.ts';
import type { ListPageData } from './list-state.ts';
import type { ListSource } from './paged-list.ts';
import { readSearchOverview } from '../search-kit/search-overview.ts';

/** What a list's address asks for, as its route's loader receives it. */
export function readListRequest({ params, request }: LoaderFunctionArgs): {
  filters: ListFilters;
  page: number;
} {
  const search = new URL(request.url).searchParams;
  return { filters: readListFilters(params, search), page: readListPage(search) };
}

async function fetchListPage<T>(
  source: ListSource<T>,
  page: number,
  signal: AbortSignal,
): Promise<ListResult<T> | null> {
  try {
    const answer = await source.fetchPage(page, signal);
    return answer.status === 1 ? answer : null;
  } catch {
    return null;
  }
}

/**
 * One page of a list, asked as the list itself asks it; `result` is null when the call fails, which the
 * page shows with a retry. A page past the last (an old link to a list that has since shrunk) is read as
 * the first, so the address still shows something.
 */
export async function loadListPage<T>(
  source: ListSource<T>,
  page: number,
  signal: AbortSignal,
): Promise<ListPageData<T>> {
  const result = await fetchListPage(source, page, signal);
  if (result && result.data.length === 0 && page > 1) return loadListPage(source, 1, signal);
  return { key: source.key, page, result };
}

/** What a list's route loads: the page its address names and, for a search, its overview across kinds. */
export type ListRouteData<T> = ListPageData<T> & { overview: SearchSuggestions | null };

/**
 * The loader of a list's route (docs/decisions/015): the page its address names, for the server's first
 * screen and for the browser when a visitor comes to the list from another page, with the search's
 * overview (its other kinds, or what to try when it found nothing) read alongside.
 */
export const listLoader =
  <T>(sourceFor: (filters: ListFilters, language: Language) => ListSource<T>) =>
  async (args: LoaderFunctionArgs): Promise<ListRouteData<T>> => {
    const { filters, page } = readListRequest(args);
    const language = loaderLanguage(args.request);
    const [answer, overview] = await Promise.all([
      loadListPage(sourceFor(filters, language), page, args.request.signal),
      readSearchOverview(filters.query, language, args.request.signal),
    ]);
    return { ...answer, overview };
  };

/**
 * Once a list is on screen it follows its address itself (words, sort, category: `PagedList`, with its
 * delay and one load at a time), so its route's loader is not run again while the visitor stays on it.
 */
export const listShouldRevalidate = (): boolean => false;
