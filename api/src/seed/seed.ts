import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { seededContentChanged } from '../db/seeded-content-version.ts';
import { GENERATED_EQUIPMENT_ID_BASE, generateEquipment } from './generated-equipment.ts';
import { advanceIdentity } from './idempotent-writes.ts';
import { seedEquipment, seedServicesAndPackages } from './seed-catalogue.ts';
import { seedCompanyContent } from './seed-company-content.ts';
import { seedSearchIndex } from './seed-search-index.ts';

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

/** Idempotent: running it again leaves the same catalogue, company data and nothing doubled. */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const generated = generateEquipment(options.generatedEquipment ?? 0);
    await seedEquipment(tx, generated, options.generatedEquipment ?? 0);
    await seedServicesAndPackages(tx);
    await seedCompanyContent(tx);
    await seedSearchIndex(tx, generated);

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
