import { useEffect, useState } from 'react';
import { getCategories } from '@rental/shared/api-client/calls/get-categories.ts';
import type { Category } from '@rental/shared/contracts';

export type CategoriesState =
  { status: 'loading' } | { status: 'ready'; categories: Category[] } | { status: 'failed' };

let cached: Promise<Category[] | null> | undefined;

/** Fetched once per page load; SPEC §8: a failed categories call is only logged (and asked again next time). */
function fetchCategories(): Promise<Category[] | null> {
  cached ??= getCategories()
    .then((result) => (result.status === 1 ? result.data : Promise.reject(new Error(result.message))))
    .catch((error: unknown) => {
      console.warn('Categories could not be loaded:', error instanceof Error ? error.message : error);
      cached = undefined;
      return null;
    });
  return cached;
}

export function useCategories(): CategoriesState {
  const [state, setState] = useState<CategoriesState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    void fetchCategories().then(
      (categories) => active && setState(categories ? { status: 'ready', categories } : { status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
