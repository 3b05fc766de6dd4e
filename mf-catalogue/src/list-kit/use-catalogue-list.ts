import { useCallback, useMemo } from 'react';
import type { Language } from '@rental/shared/i18n/languages.ts';
import { useLanguage } from '@rental/shared/i18n/use-language.ts';
import { useLoaderData } from '@rental/shared/routes/router.ts';
import { filedListPage, filtersKey, NO_FILTERS, type ListFilters } from './list-address.ts';
import type { ListPageData } from './list-state.ts';
import type { ListSource } from './paged-list.ts';
import { useListAddress } from './use-list-address.ts';
import { usePagedList } from './use-paged-list.ts';

/**
 * A catalogue list driven by its address: the filters come from it, changes go to it, and the items follow,
 * starting from the page the route's loader read (`listLoader`), which is also the page its head files the
 * address under (`filedPage`). `pathFor` and `sourceFor` must be stable (module-level functions).
 */
export function useCatalogueList<T extends { id: number }>(
  pathFor: (filters: ListFilters) => string,
  sourceFor: (filters: ListFilters, language: Language) => ListSource<T>,
) {
  const { filters, goTo } = useListAddress(pathFor);
  const language = useLanguage();
  // A list whose texts come in the page's language starts again in the new one when the visitor switches.
  const source = useMemo(() => sourceFor(filters, language), [sourceFor, filters, language]);
  const { state, list } = usePagedList(source, useLoaderData() as ListPageData<T> | null | undefined);

  /** A change made in the toolbar; a dropdown's change waits 1 s before asking (docs/product.md#states). */
  const change = useCallback(
    (patch: Partial<ListFilters>, { delayLoad }: { delayLoad: boolean }) => {
      const next = { ...filters, ...patch };
      if (delayLoad && filtersKey(next) !== filtersKey(filters)) list.delayNextLoad();
      goTo(next);
    },
    [filters, goTo, list],
  );
  const clear = useCallback(() => goTo(NO_FILTERS), [goTo]);

  return { filters, state, list, change, clear, filedPage: filedListPage(filters, state.firstPage) };
}
