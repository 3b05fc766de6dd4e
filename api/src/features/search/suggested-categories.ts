import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SuggestedCategory } from '@rental/shared/contracts';
import type { Database } from '../../db/database.ts';
import { categories, subcategories } from '../../db/schema.ts';
import { inOrderOf } from '../../search/searched-ids.ts';

const parent = alias(categories, 'parent');

/** Categories and subcategories by id, each subcategory with its category, in the order given. */
export async function readSuggestedCategories(
  db: Database,
  categoryIds: number[],
  subcategoryIds: number[],
): Promise<SuggestedCategory[]> {
  const titles = { id: categories.id, title: categories.title, translations: categories.translations };
  const categoryRows =
    categoryIds.length === 0
      ? []
      : await db.select(titles).from(categories).where(inArray(categories.id, categoryIds));
  const subcategoryRows =
    subcategoryIds.length === 0
      ? []
      : await db
          .select({
            id: subcategories.id,
            title: subcategories.title,
            translations: subcategories.translations,
            category: { id: parent.id, title: parent.title, translations: parent.translations },
          })
          .from(subcategories)
          .innerJoin(parent, eq(parent.id, subcategories.categoryId))
          .where(inArray(subcategories.id, subcategoryIds));
  return [
    ...inOrderOf(categoryIds, categoryRows).map((row) => ({ ...row, category: null })),
    ...inOrderOf(subcategoryIds, subcategoryRows),
  ];
}
