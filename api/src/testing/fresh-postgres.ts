import { inject } from 'vitest';
import { adminQuery, uniqueDatabaseName, withDatabase } from './postgres-admin.ts';
import './provided-context.ts';

/** An empty database on the test PostgreSQL server (TEST_DATABASE_URL), dropped by `drop`. */
export async function freshPostgresDatabase(prefix: string) {
  const adminUrl = inject('postgresTemplate')!.adminUrl;
  const name = uniqueDatabaseName(prefix);
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  return {
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
