import type { Database } from '../db/database.ts';
import { loggableError } from '../db/database-errors.ts';
import type { Migration } from '../db/migrations.ts';
import { describeSchemaVersion, hasBuildSchema, readSchemaVersion } from '../db/schema-version.ts';

/** `ok` when the database answers with every migration of the build; otherwise what is wrong, in one line. */
export function databaseReadiness(db: Database, migrations: Migration[]): () => Promise<string> {
  return async () => {
    try {
      const version = await readSchemaVersion(db, migrations);
      return hasBuildSchema(version) ? 'ok' : describeSchemaVersion(version);
    } catch (error) {
      return `unreachable: ${loggableError(error).code ?? 'the query failed'}`;
    }
  };
}
