import type { Category } from '@rental/shared/contracts';
import type { ListFilters } from '../../list-kit/list-address.ts';
import { hasMalformedId } from '../../list-kit/list-address.ts';

/**
 * The address names a category (or a subcategory of it) that does not exist. Only decided when the
 * categories are known (`null` when they could not be loaded: the list is then shown as the address asks).
 */
export function namesUnknownCategory(filters: ListFilters, categories: Category[] | null): boolean {
  if (hasMalformedId(filters)) return true;
  if (!categories || filters.categoryId === null) return false;
  const category = categories.find(({ id }) => id === filters.categoryId);
  if (!category) return true;
  return (
    filters.subcategoryId !== null && !category.subcategories.some(({ id }) => id === filters.subcategoryId)
  );
}
