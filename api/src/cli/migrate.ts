import { ConfigError, loadDatabaseConfig } from '../config.ts';
import { oneLineMessage } from '../db/database-errors.ts';
import { migratePostgres } from '../db/migrate-database.ts';
import { openDatabase } from '../db/open-database.ts';

/**
 * `npm run migrate`: the release step that brings the database to this build's schema, before its
 * instances serve (docs/architecture.md#database). Exits 0 when the schema is current, 1 with one line
 * saying why not.
 */
async function main(): Promise<number> {
  try {
    const config = loadDatabaseConfig();
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
    return 0;
  } catch (error) {
    console.error(
      error instanceof ConfigError
        ? `Configuration error: ${error.message}`
        : `migrate: ${oneLineMessage(error)}`,
    );
    return 1;
  }
}

process.exitCode = await main();
