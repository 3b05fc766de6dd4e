import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from '@rental/shared/routes/router.ts';
import { listSearch, readListFilters, type ListFilters } from './list-address.ts';

/** The filters a list address holds, and the way to go to the address of other filters (a history entry each). */
export function useListAddress(pathFor: (filters: ListFilters) => string) {
  const { categoryId, subcategoryId } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(
    () => readListFilters({ categoryId, subcategoryId }, search),
    [categoryId, subcategoryId, search],
  );
  const goTo = useCallback(
    (next: ListFilters) => {
      void navigate(pathFor(next) + listSearch(search, next));
    },
    [navigate, pathFor, search],
  );
  return { filters, goTo };
}
