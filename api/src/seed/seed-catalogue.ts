import { gt, inArray, sql } from 'drizzle-orm';
import { foldForSearch } from '@rental/shared/search';
import type { Database } from '../db/database.ts';
import { categories, equipments, packageItems, packages, services, subcategories } from '../db/schema.ts';
import { categories as seedCategories } from './data/catalogue.ts';
import { packages as seedPackages } from './data/packages.ts';
import { services as seedServices } from './data/services.ts';
import { GENERATED_EQUIPMENT_ID_BASE, type GeneratedEquipment } from './generated-equipment.ts';
import { rowTranslations } from './content-translations.ts';
import { overwriteAllBut } from './idempotent-writes.ts';

/** Generated rows per statement. */
const BATCH_ROWS = 10_000;

/**
 * Writes `count` generated items and removes generated items past `count`. One statement per batch and
 * step, the columns passed as arrays (six parameters however many rows): new rows are inserted, rows
 * that differ from the generator's are updated, and rows already as generated are not touched (not even
 * locked, as an upsert would), so restarting a server that keeps 50,000 of them stays quick.
 */
async function seedGeneratedEquipment(db: Database, generated: GeneratedEquipment[], count: number) {
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

/** The categories, subcategories and equipment, then the generated items: `count` kept, those past it removed. */
export async function seedEquipment(db: Database, generated: GeneratedEquipment[], count: number) {
  const categoryRows = seedCategories.map((c, position) => ({
    id: c.id,
    title: c.title,
    translations: c.translations,
    position,
  }));
  const subcategoryRows = seedCategories.flatMap((c) =>
    c.subcategories.map((s, position) => ({
      id: s.id,
      categoryId: c.id,
      title: s.title,
      translations: s.translations,
      position,
    })),
  );
  const equipmentRows = seedCategories.flatMap((c) =>
    c.subcategories.flatMap((s) =>
      s.equipment.map((e) => ({
        id: e.id,
        subcategoryId: s.id,
        name: e.name,
        description: e.description,
        translations: rowTranslations('equipment', e.id),
        mainImage: e.image,
        searchKey: foldForSearch(e.name),
      })),
    ),
  );
  await db
    .insert(categories)
    .values(categoryRows)
    .onConflictDoUpdate({ target: categories.id, set: overwriteAllBut(categories, 'id') });
  await db
    .insert(subcategories)
    .values(subcategoryRows)
    .onConflictDoUpdate({ target: subcategories.id, set: overwriteAllBut(subcategories, 'id') });
  await db
    .insert(equipments)
    .values(equipmentRows)
    .onConflictDoUpdate({ target: equipments.id, set: overwriteAllBut(equipments, 'id') });
  await seedGeneratedEquipment(db, generated, count);
}

/** The services, and the packages with their items (a package's items are replaced as a whole). */
export async function seedServicesAndPackages(db: Database) {
  await db
    .insert(services)
    .values(
      seedServices.map((s) => ({
        id: s.id,
        title: s.title,
        description: s.description,
        translations: rowTranslations('services', s.id),
        mainImage: s.image,
        searchKey: foldForSearch(s.title),
      })),
    )
    .onConflictDoUpdate({ target: services.id, set: overwriteAllBut(services, 'id') });

  await db
    .insert(packages)
    .values(
      seedPackages.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        translations: rowTranslations('packages', p.id),
        mainImage: p.image,
        searchKey: foldForSearch(p.name),
      })),
    )
    .onConflictDoUpdate({ target: packages.id, set: overwriteAllBut(packages, 'id') });
  await db.delete(packageItems).where(
    inArray(
      packageItems.packageId,
      seedPackages.map((p) => p.id),
    ),
  );
  await db.insert(packageItems).values(
    seedPackages.flatMap((p) =>
      p.items.map((item, position) => ({
        packageId: p.id,
        itemName: item.item_name,
        quantity: item.quantity,
        position,
      })),
    ),
  );
}
