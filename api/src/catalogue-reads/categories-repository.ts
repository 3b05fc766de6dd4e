import { asc } from 'drizzle-orm';
import type { Category } from '@rental/shared/contracts';
import type { Database } from '../db/database.ts';
import { categories, subcategories } from '../db/schema.ts';

export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await db.query.categories.findMany({
    columns: { id: true, title: true, translations: true },
    orderBy: [asc(categories.position), asc(categories.id)],
    with: {
      subcategories: {
        columns: { id: true, title: true, translations: true },
        orderBy: [asc(subcategories.position), asc(subcategories.id)],
      },
    },
  });
  return rows.map((category) => ({
    id: category.id,
    title: category.title,
    translations: category.translations,
    subcategories: category.subcategories.map((sub) => ({
      id: sub.id,
      title: sub.title,
      translations: sub.translations,
    })),
  }));
}
