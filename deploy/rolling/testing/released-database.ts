import { runCompiledProgram } from '../../../api/src/testing/compiled-server.ts';
import { adminQuery, uniqueDatabaseName, withDatabase } from '../../../api/src/testing/postgres-admin.ts';

export interface ReleasedDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own on the PostgreSQL server that `adminUrl` names, prepared as the release step does
 * before any instance starts (docs/operations.md#release): the build's migrate, then its seed.
 */
export async function createReleasedDatabase(adminUrl: string): Promise<ReleasedDatabase> {
  const name = uniqueDatabaseName('rental_rolling');
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = withDatabase(adminUrl, name);
  const drop = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  try {
    for (const step of ['migrate', 'seed'] as const) {
      const { code, output } = await runCompiledProgram(step, {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: url,
      });
      if (code !== 0) throw new Error(`The release step ${step} exited ${code}:\n${output.slice(-2000)}`);
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { url, drop };
}
