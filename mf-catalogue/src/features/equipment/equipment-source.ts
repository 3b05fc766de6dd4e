import { listEquipments } from '@rental/shared/api-client/calls/list-equipments.ts';
import type { Equipment, EquipmentListRequest } from '@rental/shared/contracts';
import { paths } from '@rental/shared/routes/paths.ts';
import { filtersKey, hasMalformedId, type ListFilters } from '../../list-kit/list-address.ts';
import { emptySource, pagingFields } from '../../list-kit/list-request.ts';
import type { ListSource } from '../../list-kit/paged-list.ts';

/** Filter by category through `with.subcategory.category_id`, by subcategory through `subcategory_id` (docs/product.md#api-requests). */
export function equipmentRequest(filters: ListFilters, page: number): EquipmentListRequest {
  return {
    ...pagingFields(filters, page),
    ...(filters.sort ? { order_by: { name: filters.sort } } : {}),
    ...(filters.subcategoryId ? { subcategory_id: filters.subcategoryId } : {}),
    with: { subcategory: filters.categoryId ? { category_id: filters.categoryId } : {} },
  };
}

export function equipmentSource(filters: ListFilters): ListSource<Equipment> {
  const key = filtersKey(filters);
  if (hasMalformedId(filters)) return emptySource(key);
  return { key, fetchPage: (page, signal) => listEquipments(equipmentRequest(filters, page), signal) };
}

/** The three equipment list routes: all, one category, one subcategory of it. */
export function equipmentPath({ categoryId, subcategoryId }: ListFilters): string {
  if (categoryId && subcategoryId) return paths.equipments({ categoryId, subcategoryId });
  if (categoryId) return paths.equipments({ categoryId });
  return paths.equipments();
}
