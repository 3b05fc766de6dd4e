import type { DatabaseHandle } from '../src/db/database.ts';
import { createPglite, usePglite, usePostgres } from '../src/db/open-database.ts';
import { seedDatabase, type SeedOptions } from '../src/seed/seed.ts';
import { adminQuery, uniqueDatabaseName, withDatabase } from '../src/testing/postgres-admin.ts';
import { preparePostgres } from '../src/testing/prepare-postgres.ts';

/**
 * A seeded database for a benchmark: PGlite in memory, or a fresh database on the PostgreSQL server at
 * `postgresUrl` (BENCH_POSTGRES_URL) that is dropped on close, so a run never touches existing data.
 */
export async function openBenchDatabase(
  postgresUrl: string | undefined,
  seed: SeedOptions = {},
): Promise<DatabaseHandle> {
  if (!postgresUrl) {
    const handle = await usePglite(await createPglite());
    try {
      await seedDatabase(handle.db, seed);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  }
  const name = uniqueDatabaseName('rental_bench');
  await adminQuery(postgresUrl, `CREATE DATABASE "${name}"`);
  const drop = () => adminQuery(postgresUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  try {
    await preparePostgres(withDatabase(postgresUrl, name), seed);
  } catch (error) {
    await drop();
    throw error;
  }
  const server = usePostgres(withDatabase(postgresUrl, name));
  return {
    ...server,
    close: async () => {
      await server.close();
      await drop();
    },
  };
}
