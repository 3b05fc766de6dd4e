import { migratePostgres } from '../db/migrate-database.ts';
import type { SeedOptions } from '../seed/seed.ts';
import { seedPostgres } from '../seed/seed-postgres.ts';

/**
 * A PostgreSQL database as the release steps leave it before an instance serves: migrated, then seeded
 * (`npm run migrate`, `npm run seed`), in this process.
 */
export async function preparePostgres(connectionString: string, seed: SeedOptions = {}): Promise<void> {
  await migratePostgres(connectionString);
  await seedPostgres(connectionString, seed);
}
