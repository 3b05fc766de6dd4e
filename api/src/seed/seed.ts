import { getTableColumns, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { foldForSearch } from '@rental/shared/search';
import type { Database } from '../db/database.ts';
import { seededContentChanged } from '../db/seeded-content-version.ts';
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
import {
  GENERATED_EQUIPMENT_ID_BASE,
  generateEquipment,
  type GeneratedEquipment,
} from './generated-equipment.ts';

export interface SeedOptions {
  /**
   * Generated equipment items to keep besides the hand-written catalogue (SEED_GENERATED_EQUIPMENT; the
   * API benchmark uses 50,000). Seeding again with a smaller number removes the extra ones.
   */
  generatedEquipment?: number;
}

/** Generated rows per statement. */
const BATCH_ROWS = 10_000;

/** `SET col = excluded.col` for every column but the id, so a re-seed brings rows back to the seed's content. */
function overwriteAllBut<T extends PgTable>(table: T, keep: string): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => key !== keep)
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}

/**
 * Identity columns do not advance when ids are given explicitly; move them past the seeded ids (those
 * below `below` when given, so new rows never take ids from the range of generated ones).
 */
async function advanceIdentity(db: Database, table: string, below?: number) {
  const range = below === undefined ? '' : ` WHERE id < ${below}`;
  await db.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM "${table}"${range}), 1))`,
    ),
  );
}

/**
 * Writes `count` generated items and removes generated items past `count`. One statement per batch and
 * step, the columns passed as arrays (six parameters however many rows): new rows are inserted, rows
 * that differ from the generator's are updated, and rows already as generated are not touched (not even
 * locked, as an upsert would), so restarting a server that keeps 50,000 of them stays quick.
 */
async function seedGeneratedEquipment(db: Database, count: number) {
  const generated = generateEquipment(count);
  for (let start = 0; start < generated.length; start += BATCH_ROWS) {
    const batch = generated.slice(start, start + BATCH_ROWS);
    const column = <T>(value: (item: GeneratedEquipment) => T) => sql.param(batch.map(value));
    const rows = sql`unnest(
      ${column((e) => e.id)}::int[], ${column((e) => e.subcategoryId)}::int[],
      ${column((e) => e.name)}::text[], ${column((e) => e.description)}::text[],
      ${column((e) => e.image)}::text[], ${column((e) => foldForSearch(e.name))}::text[]
    ) AS g(id, subcategory_id, name, description, main_image, search_key)`;
    await db.execute(sql`
      INSERT INTO equipments (id, subcategory_id, name, description, main_image, search_key)
      SELECT * FROM ${rows}
      ON CONFLICT (id) DO NOTHING`);
    await db.execute(sql`
      UPDATE equipments AS e
      SET subcategory_id = g.subcategory_id, name = g.name, description = g.description,
        main_image = g.main_image, search_key = g.search_key
      FROM ${rows}
      WHERE e.id = g.id
        AND (e.subcategory_id, e.name, e.description, e.main_image, e.search_key)
          IS DISTINCT FROM (g.subcategory_id, g.name, g.description, g.main_image, g.search_key)`);
  }
  await db.delete(equipments).where(gt(equipments.id, GENERATED_EQUIPMENT_ID_BASE + count));
}

/** Idempotent: running it again leaves the same catalogue, company data and nothing doubled. */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<void> {
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
    await seedGeneratedEquipment(tx, options.generatedEquipment ?? 0);

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

    await advanceIdentity(tx, 'equipments', GENERATED_EQUIPMENT_ID_BASE + 1);
    for (const table of [
      'categories',
      'subcategories',
      'services',
      'packages',
      'package_items',
      'projects',
      'staff',
    ]) {
      await advanceIdentity(tx, table);
    }
  });
  seededContentChanged();
  // Right after a bulk write: planner statistics, the visibility map (index-only counts) and the trigram
  // index's pending entries merged into the index (PGlite has no autovacuum to do it later).
  await db.execute(sql`VACUUM ANALYZE equipments`);
}
