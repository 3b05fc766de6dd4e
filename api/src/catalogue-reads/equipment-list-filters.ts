import { and, eq, inArray, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { equipments, subcategories } from '../db/schema.ts';
import { matchesAny, type SearchInputs } from '../search/search-ranking.ts';
import { vectorsOf } from '../search/searched-ids.ts';
import type { EquipmentListParams } from './equipment-list-params.ts';

/** A list statement's inputs: values (to EXPLAIN one request in the tests) or placeholders (prepared). */
export interface ListInputs {
  search: SearchInputs | null;
  subcategoryId: number | Placeholder | null;
  categoryId: number | Placeholder | null;
  limit: number | Placeholder;
  offset: number | Placeholder;
}

export type Direction = EquipmentListParams['direction'];

export const equipmentVectors = vectorsOf(equipments);

export function filtersOf(db: Database, { search, subcategoryId, categoryId }: ListInputs): SQL | undefined {
  return and(
    search === null ? undefined : matchesAny(equipmentVectors, search),
    subcategoryId === null ? undefined : eq(equipments.subcategoryId, subcategoryId),
    categoryId === null
      ? undefined
      : inArray(
          equipments.subcategoryId,
          db
            .select({ id: subcategories.id })
            .from(subcategories)
            .where(eq(subcategories.categoryId, categoryId)),
        ),
  );
}

/** Searched with no order asked: by best match (docs/decisions/020-search-relevance.md). */
export const byRelevance = (inputs: ListInputs, direction: Direction) =>
  inputs.search !== null && direction === null;
