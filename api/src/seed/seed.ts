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
  searchSynonyms,
  services,
  staff,
  subcategories,
} from '../db/schema.ts';
import {
  equipmentSource,
  packageSource,
  serviceSource,
  titleSource,
  type Titles,
} from '../search/search-source.ts';
import { writeSearchVectors } from '../search/search-vectors-writer.ts';
import { VocabularyCollector, writeSearchVocabulary } from '../search/search-vocabulary.ts';
import { categories as seedCategories } from './data/catalogue.ts';
import { packages as seedPackages } from './data/packages.ts';
import { projects as seedProjects } from './data/projects.ts';
import { searchSynonyms as seedSynonyms } from './data/search-synonyms.ts';
import { services as seedServices } from './data/services.ts';
import { staff as seedStaff } from './data/staff.ts';
import {
  GENERATED_EQUIPMENT_ID_BASE,
  generateEquipment,
  type GeneratedEquipment,
} from './generated-equipment.ts';
import type { SeedCategory, SeedSubcategory } from './seed-types.ts';
import { contentByLanguage, rowTranslations, translatedField } from './content-translations.ts';

export interface SeedOptions {
  /**
   * Generated equipment items to keep besides the hand-written catalogue (SEED_GENERATED_EQUIPMENT; the
   * API benchmark uses 50,000). Seeding again with a smaller number removes the extra ones.
   */
  generatedEquipment?: number;
}

/** The tables the search reads, vacuumed and analysed after each seed. */
const SEARCHED_TABLES = [
  'equipments',
  'services',
  'packages',
  'categories',
  'subcategories',
  'search_vocabulary',
];

/** Generated rows per statement. */
const BATCH_ROWS = 10_000;

/**
 * `SET col = excluded.col` for every column but the id, so a re-seed brings rows back to the seed's content.
 * Generated columns (the search vector) follow by themselves.
 */
function overwriteAllBut<T extends PgTable>(table: T, keep: string): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key, column]) => key !== keep && column.generated === undefined)
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

/** A category's or subcategory's titles in four languages, as the search reads them. */
const titlesOf = (titled: SeedCategory | SeedSubcategory): Titles => ({
  title: titled.title,
  translations: titled.translations,
});

/** Each subcategory's titles with its category's, by subcategory id. */
const subcategoryTitles = new Map(
  seedCategories.flatMap((c) => c.subcategories.map((s) => [s.id, [titlesOf(s), titlesOf(c)]] as const)),
);

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

/**
 * What the search reads (docs/decisions/020-search-relevance.md): every searchable row's vectors, written
 * again only where its words changed, and the vocabulary.
 */
async function writeSearchIndex(db: Database, generated: GeneratedEquipment[]) {
  const titled = (titled: SeedCategory | SeedSubcategory) => ({
    id: titled.id,
    source: titleSource(titlesOf(titled)),
  });
  await writeSearchVectors(db, 'categories', seedCategories.map(titled));
  await writeSearchVectors(
    db,
    'subcategories',
    seedCategories.flatMap((c) => c.subcategories.map(titled)),
  );
  const items = [
    ...seedCategories.flatMap((c) =>
      c.subcategories.flatMap((s) => s.equipment.map((e) => ({ ...e, subcategoryId: s.id }))),
    ),
    ...generated,
  ];
  await writeSearchVectors(
    db,
    'equipments',
    items.map((e) => {
      const [subcategory, category] = subcategoryTitles.get(e.subcategoryId)!;
      return {
        id: e.id,
        source: equipmentSource(e, subcategory, category, translatedField('equipment', e.id, 'description')),
      };
    }),
  );
  await writeSearchVectors(
    db,
    'services',
    seedServices.map((s) => ({
      id: s.id,
      source: serviceSource(
        s,
        translatedField('services', s.id, 'title'),
        translatedField('services', s.id, 'description'),
      ),
    })),
  );
  await writeSearchVectors(
    db,
    'packages',
    seedPackages.map((p) => ({
      id: p.id,
      source: packageSource(
        p,
        p.items.map((item) => item.item_name),
        translatedField('packages', p.id, 'name'),
        translatedField('packages', p.id, 'description'),
      ),
    })),
  );
  await writeSearchVocabulary(db, vocabularyOf(generated));
}

/** Every word the search may find or correct to: the catalogue's, in its languages, and the synonyms'. */
function vocabularyOf(generated: GeneratedEquipment[]): VocabularyCollector {
  const vocabulary = new VocabularyCollector();
  const addTitles = (titled: SeedCategory | SeedSubcategory) => {
    vocabulary.addName(titled.title);
    vocabulary.add('es', titled.translations.es, { named: true });
    vocabulary.add('fr', titled.translations.fr, { named: true });
    vocabulary.add('ht', titled.translations.ht, { named: true });
  };
  const addItem = (item: { name: string; description: string }) => {
    vocabulary.addName(item.name);
    vocabulary.add('en', item.description, { named: false });
  };
  for (const category of seedCategories) {
    addTitles(category);
    for (const subcategory of category.subcategories) {
      addTitles(subcategory);
      subcategory.equipment.forEach(addItem);
    }
  }
  generated.forEach(addItem);
  for (const service of seedServices) addItem({ name: service.title, description: service.description });
  for (const pkg of seedPackages) {
    addItem(pkg);
    for (const item of pkg.items) vocabulary.addName(item.item_name);
  }
  // The company's texts in the other languages: names are named, descriptions are not.
  for (const [language, content] of Object.entries(contentByLanguage) as [
    keyof typeof contentByLanguage,
    (typeof contentByLanguage)[keyof typeof contentByLanguage],
  ][]) {
    for (const description of Object.values(content.equipment))
      vocabulary.add(language, description, { named: false });
    for (const texts of [...Object.values(content.services), ...Object.values(content.packages)]) {
      vocabulary.add(language, 'title' in texts ? texts.title : texts.name, { named: true });
      vocabulary.add(language, texts.description, { named: false });
    }
  }
  for (const synonym of seedSynonyms) {
    vocabulary.add(synonym.language, synonym.term, { named: true });
    vocabulary.add('en', synonym.means, { named: false });
  }
  return vocabulary;
}

/** Idempotent: running it again leaves the same catalogue, company data and nothing doubled. */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
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
    const generated = generateEquipment(options.generatedEquipment ?? 0);
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
    await seedGeneratedEquipment(tx, generated, options.generatedEquipment ?? 0);

    await tx
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

    await tx
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
          translations: rowTranslations('projects', p.id),
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
          translations: rowTranslations('staff', s.id),
          avatar: s.avatar,
          position,
        })),
      )
      .onConflictDoUpdate({ target: staff.id, set: overwriteAllBut(staff, 'id') });

    // The synonyms are the seed's data alone: the list is replaced as a whole.
    await tx.delete(searchSynonyms);
    await tx
      .insert(searchSynonyms)
      .values(seedSynonyms.map(({ language, term, means }) => ({ language, term, means })));
    await writeSearchIndex(tx, generated);

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
  // Right after a bulk write: planner statistics, the visibility map (index-only counts) and the GIN
  // indexes' pending entries merged into them (PGlite has no autovacuum to do it later).
  for (const table of SEARCHED_TABLES) await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
}
