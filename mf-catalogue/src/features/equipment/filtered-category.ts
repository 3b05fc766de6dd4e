import type { Category } from '@rental/shared/contracts';
import type { ListFilters } from '../../list-kit/list-address.ts';

/**
 * The category and subcategory the address filters by, when the categories are known and hold them;
 * both absent for the whole inventory or when the categories could not be loaded.
 */
export function filteredCategory(
  filters: ListFilters,
  categories: Category[] | null,
): { category?: Category; subcategory?: Category['subcategories'][number] } {
  const category = categories?.find(({ id }) => id === filters.categoryId);
  const subcategory = category?.subcategories.find(({ id }) => id === filters.subcategoryId);
  return { category, subcategory };
}
