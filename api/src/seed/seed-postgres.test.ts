import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { migratePostgres } from '../db/migrate-database.ts';
import { usePostgres } from '../db/open-database.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { freshPostgresDatabase } from '../testing/fresh-postgres.ts';
import { copyMigrations } from '../testing/migrations-copy.ts';
import { SchemaNotCurrent, seedPostgres } from './seed-postgres.ts';

const SEEDED_TABLES = ['categories', 'subcategories', 'equipments', 'services', 'packages', 'package_items'];

async function rowCounts(url: string): Promise<Record<string, number>> {
  const database = usePostgres(url);
  try {
    const counts: Record<string, number> = {};
    for (const table of [...SEEDED_TABLES, 'search_synonyms', 'search_vocabulary']) {
      const [row] = rowsOf<{ count: string }>(
        await database.db.execute(sql.raw(`select count(*) as count from "${table}"`)),
      );
      counts[table] = Number(row!.count);
    }
    return counts;
  } finally {
    await database.close();
  }
}

describe.skipIf(!inject('postgresTemplate'))('npm run seed on PostgreSQL', { timeout: 60_000 }, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  const fresh = async () => {
    const database = await freshPostgresDatabase('rental_seed');
    cleanups.push(database.drop);
    return database.url;
  };

  it('leaves the same rows when run twice, or twice at once', async () => {
    const url = await fresh();
    await migratePostgres(url);
    await seedPostgres(url, { generatedEquipment: 50 });
    const first = await rowCounts(url);
    expect(first.equipments).toBeGreaterThan(50);
    await Promise.all([
      seedPostgres(url, { generatedEquipment: 50 }),
      seedPostgres(url, { generatedEquipment: 50 }),
    ]);
    expect(await rowCounts(url)).toEqual(first);
  });

  it('refuses a schema that is not the build’s, saying to migrate, and writes nothing', async () => {
    const url = await fresh();
    const older = copyMigrations({ drop: 1 });
    cleanups.push(older.remove);
    await migratePostgres(url, older.folder);
    const refusal = seedPostgres(url);
    await expect(refusal).rejects.toBeInstanceOf(SchemaNotCurrent);
    await expect(refusal).rejects.toThrow(
      /^database schema is at \d+ of \d+ migrations: run npm run migrate, then seed$/,
    );
    expect((await rowCounts(url)).categories).toBe(0);
    await expect(seedPostgres(await fresh())).rejects.toThrow(/^database schema is at 0 of/);
  });
});
