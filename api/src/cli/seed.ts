import { openDatabase } from '../db/open-database.ts';
import { runReleaseStep } from './release-step.ts';
import { seedDatabase } from '../seed/seed.ts';
import { seedPostgres } from '../seed/seed-postgres.ts';

/**
 * `npm run seed`: the release step that writes the company's data (catalogue, translations, synonyms,
 * SEED_GENERATED_EQUIPMENT generated items), after `npm run migrate`. Idempotent; exits 1 with one line
 * when it cannot, a schema that is not this build's among the reasons.
 */
await runReleaseStep('seed', async (config) => {
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
});
