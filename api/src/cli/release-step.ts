import { ConfigError, loadDatabaseConfig } from '../config.ts';
import { oneLineMessage } from '../db/database-errors.ts';

type DatabaseConfig = ReturnType<typeof loadDatabaseConfig>;

/**
 * Runs one release step (`migrate`, `seed`) the way a deploy pipeline reads it: exit code 0 when it
 * did its work, 1 with one line naming the step and why not.
 */
export async function runReleaseStep(name: string, step: (config: DatabaseConfig) => Promise<void>) {
  try {
    await step(loadDatabaseConfig());
    process.exitCode = 0;
  } catch (error) {
    console.error(
      error instanceof ConfigError
        ? `Configuration error: ${error.message}`
        : `${name}: ${oneLineMessage(error)}`,
    );
    process.exitCode = 1;
  }
}
