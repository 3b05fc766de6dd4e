import type { ListFilters } from '../list/list-address.ts';
import { hasMalformedId } from '../list/list-address.ts';
import type { CategoriesState } from './use-categories.ts';

/**
 * The address names a category (or a subcategory of it) that does not exist. Only decided once the
 * categories are known; if they cannot be loaded the list is shown as the address asks.
 */
export function namesUnknownCategory(filters: ListFilters, categories: CategoriesState): boolean {
  if (hasMalformedId(filters)) return true;
  if (categories.status !== 'ready' || filters.categoryId === null) return false;
  const category = categories.categories.find(({ id }) => id === filters.categoryId);
  if (!category) return true;
  return (
    filters.subcategoryId !== null && !category.subcategories.some(({ id }) => id === filters.subcategoryId)
  );
}
