import { ConfigError, loadDatabaseConfig } from '../config.ts';
import { oneLineMessage } from '../db/database-errors.ts';
import { openDatabase } from '../db/open-database.ts';
import { seedDatabase } from '../seed/seed.ts';
import { seedPostgres } from '../seed/seed-postgres.ts';

/**
 * `npm run seed`: the release step that writes the company's data (catalogue, translations, synonyms,
 * SEED_GENERATED_EQUIPMENT generated items), after `npm run migrate`. Idempotent; exits 1 with one line
 * when it cannot, a schema that is not this build's among the reasons.
 */
async function main(): Promise<number> {
  try {
    const config = loadDatabaseConfig();
    const options = { generatedEquipment: config.seedGeneratedEquipment };
    if (config.databaseUrl) await seedPostgres(config.databaseUrl, options);
    else {
      const database = await openDatabase(config);
      try {
        await seedDatabase(database.db, options);
      } finally {
        await database.close();
      }
    }
    process.stdout.write('database seeded\n');
    return 0;
  } catch (error) {
    console.error(
      error instanceof ConfigError
        ? `Configuration error: ${error.message}`
        : `seed: ${oneLineMessage(error)}`,
    );
    return 1;
  }
}

process.exitCode = await main();
