import { useEffect, useState } from 'react';
import { getCategories } from '@rental/shared/api-client/calls/get-categories.ts';
import type { Category } from '@rental/shared/contracts';

let cached: Promise<Category[]> | undefined;

/** The categories for the menu, fetched once per page load. SPEC §8: a status of 0 or less is only logged. */
function fetchCategories(): Promise<Category[]> {
  cached ??= getCategories()
    .then((result) => {
      if (result.status > 0 && 'data' in result) return result.data;
      console.warn('Categories could not be loaded:', 'message' in result ? result.message : result);
      cached = undefined;
      return [];
    })
    .catch((error: unknown) => {
      console.warn('Categories could not be loaded:', error instanceof Error ? error.message : error);
      cached = undefined;
      return [];
    });
  return cached;
}

export function useCategories(): Category[] {
  const [categories, setCategories] = useState<Category[]>([]);
  useEffect(() => {
    let active = true;
    void fetchCategories().then((list) => active && setCategories(list));
    return () => {
      active = false;
    };
  }, []);
  return categories;
}

/** SPEC §9: subcategories are shown in chunks of 8. */
export const SUBCATEGORY_CHUNK = 8;
export function chunk<T>(items: readonly T[], size = SUBCATEGORY_CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
