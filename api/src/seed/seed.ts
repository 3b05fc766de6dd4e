import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { foldForSearch } from '@rental/shared/search';
import type { Database } from '../db/database.ts';
import {
  categories,
  equipments,
  packageItems,
  packages,
  projects,
  services,
  staff,
  subcategories,
} from '../db/schema.ts';
import { categories as seedCategories } from './data/catalogue.ts';
import { packages as seedPackages } from './data/packages.ts';
import { projects as seedProjects } from './data/projects.ts';
import { services as seedServices } from './data/services.ts';
import { staff as seedStaff } from './data/staff.ts';

/** `SET col = excluded.col` for every column but the id, so a re-seed brings rows back to the seed's content. */
function overwriteAllBut<T extends PgTable>(table: T, keep: string): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => key !== keep)
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}

/** Identity columns do not advance when ids are given explicitly; move them past the seeded ids. */
async function advanceIdentity(db: Database, table: string) {
  await db.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM "${table}"), 1))`,
    ),
  );
}

/** Idempotent: running it again leaves the same catalogue, company data and nothing doubled. */
export async function seedDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const categoryRows = seedCategories.map((c, position) => ({ id: c.id, title: c.title, position }));
    const subcategoryRows = seedCategories.flatMap((c) =>
      c.subcategories.map((s, position) => ({ id: s.id, categoryId: c.id, title: s.title, position })),
    );
    const equipmentRows = seedCategories.flatMap((c) =>
      c.subcategories.flatMap((s) =>
        s.equipment.map((e) => ({
          id: e.id,
          subcategoryId: s.id,
          name: e.name,
          description: e.description,
          mainImage: e.image,
          searchKey: foldForSearch(e.name),
        })),
      ),
    );
    await tx
      .insert(categories)
      .values(categoryRows)
      .onConflictDoUpdate({ target: categories.id, set: overwriteAllBut(categories, 'id') });
    await tx
      .insert(subcategories)
      .values(subcategoryRows)
      .onConflictDoUpdate({ target: subcategories.id, set: overwriteAllBut(subcategories, 'id') });
    await tx
      .insert(equipments)
      .values(equipmentRows)
      .onConflictDoUpdate({ target: equipments.id, set: overwriteAllBut(equipments, 'id') });

    await tx
      .insert(services)
      .values(
        seedServices.map((s) => ({
          id: s.id,
          title: s.title,
          description: s.description,
          mainImage: s.image,
          searchKey: foldForSearch(s.title),
        })),
      )
      .onConflictDoUpdate({ target: services.id, set: overwriteAllBut(services, 'id') });

    await tx
      .insert(packages)
      .values(
        seedPackages.map((p) => ({
          id: p.id,
          name: p.name,
          description: p.description,
          mainImage: p.image,
          searchKey: foldForSearch(p.name),
        })),
      )
      .onConflictDoUpdate({ target: packages.id, set: overwriteAllBut(packages, 'id') });
    await tx.delete(packageItems).where(
      inArray(
        packageItems.packageId,
        seedPackages.map((p) => p.id),
      ),
    );
    await tx.insert(packageItems).values(
      seedPackages.flatMap((p) =>
        p.items.map((item, position) => ({
          packageId: p.id,
          itemName: item.item_name,
          quantity: item.quantity,
          position,
        })),
      ),
    );

    await tx
      .insert(projects)
      .values(
        seedProjects.map((p) => ({
          id: p.id,
          title: p.title,
          category: p.category,
          description: p.description,
          mainImage: p.image,
          link: p.link,
          searchKey: foldForSearch(p.title),
          createdAt: new Date(p.created_at),
        })),
      )
      .onConflictDoUpdate({ target: projects.id, set: overwriteAllBut(projects, 'id') });

    await tx
      .insert(staff)
      .values(
        seedStaff.map((s, position) => ({
          id: s.id,
          firstname: s.firstname,
          lastname: s.lastname,
          title: s.title,
          avatar: s.avatar,
          position,
        })),
      )
      .onConflictDoUpdate({ target: staff.id, set: overwriteAllBut(staff, 'id') });

    for (const table of [
      'categories',
      'subcategories',
      'equipments',
      'services',
      'packages',
      'package_items',
      'projects',
      'staff',
    ]) {
      await advanceIdentity(tx, table);
    }
  });
}
