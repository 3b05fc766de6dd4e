import { migrationsDir } from '../config.ts';
import { readMigrations } from '../db/migrations.ts';
import { withReleaseStepLock } from '../db/release-step-lock.ts';
import { describeSchemaVersion, isSchemaCurrent, readSchemaVersion } from '../db/schema-version.ts';
import { seedDatabase, type SeedOptions } from './seed.ts';

/** The seed refused: the database's schema is not the build's, which the seed is written for. */
export class SchemaNotCurrent extends Error {}

/**
 * The release step's seed of a PostgreSQL database: under the release-step lock (never beside a migration
 * or another seed), and only on the schema of this build's migrations.
 */
export function seedPostgres(
  connectionString: string,
  options: SeedOptions = {},
  folder = migrationsDir,
): Promise<void> {
  const migrations = readMigrations(folder);
  return withReleaseStepLock(connectionString, async (db) => {
    const version = await readSchemaVersion(db, migrations);
    if (!isSchemaCurrent(version)) throw new SchemaNotCurrent(`${describeSchemaVersion(version)}, then seed`);
    await seedDatabase(db, options);
  });
}
