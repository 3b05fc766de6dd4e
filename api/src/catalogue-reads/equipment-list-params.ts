import type { ContentLanguage, EquipmentListRequest } from '@rental/shared/contracts';
import { searchKey } from '@rental/shared/search/search-words.ts';
import { pageWindow, type PageWindow } from '../http/pagination.ts';

/** Which items a list request keeps: the searched words and the ids it filters by, null when absent. */
export interface EquipmentFilter {
  /** The words searched, folded and joined by a space (`searchKey`); null when the request searches none. */
  search: string | null;
  subcategoryId: number | null;
  categoryId: number | null;
}

/**
 * A list request reduced to what decides its answer: requests that differ only in how they say the same
 * thing (`"SKY PÁNEL"` and `"%sky%panel%"`, no limit and `limit: 20`, `category_id: null` and none) become
 * equal. The queries read only these values, so answers can be kept under them.
 */
export interface EquipmentListParams {
  filter: EquipmentFilter;
  /** A–Z, Z–A, or null: by best match when searching, else by id. */
  direction: 'asc' | 'desc' | null;
  window: PageWindow;
  /** The language the descriptions are answered in; it does not change which items match. */
  language: ContentLanguage;
}

export function equipmentListParams(request: EquipmentListRequest): EquipmentListParams {
  return {
    filter: {
      search: (request.query && searchKey(request.query)) || null,
      subcategoryId: request.subcategory_id ?? null,
      categoryId: request.with?.subcategory?.category_id ?? null,
    },
    direction: request.order_by?.name ?? null,
    window: pageWindow(request),
    language: request.lang ?? 'en',
  };
}
