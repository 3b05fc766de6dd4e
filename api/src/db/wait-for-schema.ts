import type { Database } from './database.ts';
import type { Migration } from './migrations.ts';
import { describeSchemaVersion, hasBuildSchema, readSchemaVersion } from './schema-version.ts';

interface WaitForSchemaOptions {
  migrations: Migration[];
  intervalMs: number;
  /** One line for the operator each time the database's version changes while it is not the build's. */
  log: (line: string) => void;
}

/**
 * Resolves once the database has every migration of the build, reading its version every interval: an
 * instance started before the release step (`npm run migrate`) waits for it instead of serving on a
 * schema its code does not fit.
 */
export async function waitForCurrentSchema(db: Database, options: WaitForSchemaOptions): Promise<void> {
  let told: string | undefined;
  for (;;) {
    const version = await readSchemaVersion(db, options.migrations);
    if (hasBuildSchema(version)) return;
    const line = describeSchemaVersion(version);
    if (line !== told) options.log(line);
    told = line;
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
  }
}
