import { migratePostgres } from '../db/migrate-database.ts';
import { openDatabase } from '../db/open-database.ts';
import { runReleaseStep } from './release-step.ts';

/**
 * `npm run migrate`: the release step that brings the database to this build's schema, before its
 * instances serve (docs/architecture.md#database). Exits 0 when the schema is current, 1 with one line
 * saying why not.
 */
await runReleaseStep('migrate', async (config) => {
  if (config.databaseUrl) {
    const applied = await migratePostgres(config.databaseUrl);
    process.stdout.write(
      applied.length === 0
        ? 'database schema is current: no migration to apply\n'
        : `applied ${applied.length} migration(s): ${applied.join(', ')}\n`,
    );
  } else {
    // The embedded database is migrated as it opens.
    const database = await openDatabase(config);
    await database.close();
    process.stdout.write(`embedded database in ${config.dataDir} is current\n`);
  }
});
