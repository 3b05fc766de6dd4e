import type { DatabaseHandle } from '../src/db/database.ts';
import { createPglite, usePglite, usePostgres } from '../src/db/open-database.ts';
import { seedDatabase, type SeedOptions } from '../src/seed/seed.ts';
import { adminQuery, uniqueDatabaseName, withDatabase } from '../src/testing/postgres-admin.ts';

/**
 * A seeded database for a benchmark: PGlite in memory, or a fresh database on the PostgreSQL server at
 * `postgresUrl` (BENCH_POSTGRES_URL) that is dropped on close, so a run never touches existing data.
 */
export async function openBenchDatabase(
  postgresUrl: string | undefined,
  seed: SeedOptions = {},
): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (!postgresUrl) handle = await usePglite(await createPglite());
  else {
    const name = uniqueDatabaseName('rental_bench');
    await adminQuery(postgresUrl, `CREATE DATABASE "${name}"`);
    const server = await usePostgres(withDatabase(postgresUrl, name));
    handle = {
      ...server,
      close: async () => {
        await server.close();
        await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  }
  try {
    await seedDatabase(handle.db, seed);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
