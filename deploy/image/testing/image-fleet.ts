import { adminQuery, uniqueDatabaseName, withDatabase } from '../../../api/src/testing/postgres-admin.ts';
import { fleetRedisUrl } from './fleet-redis.ts';
import { runInImage } from './image-instance.ts';

// The machine's servers, as .ci/run names them for the API's tests.
const postgresAdminUrl =
  process.env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

export const OPS_TOKEN = 'image-operator-token-0123456789';

export interface FleetDatabase {
  url: string;
  /** Seconds the image's migrate and seed took. */
  releaseSeconds: number;
  drop(): Promise<void>;
}

/**
 * A database of its own on the machine's PostgreSQL server, prepared as a release does it: the image's
 * migrate, then its seed (docs/operations.md).
 */
export async function createFleetDatabase(): Promise<FleetDatabase> {
  const name = uniqueDatabaseName('rental_image');
  await adminQuery(postgresAdminUrl, `CREATE DATABASE "${name}"`);
  const url = withDatabase(postgresAdminUrl, name);
  const drop = () => adminQuery(postgresAdminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  const started = Date.now();
  try {
    await runInImage(['node', 'api/dist/migrate.mjs'], { DATABASE_URL: url });
    await runInImage(['node', 'api/dist/seed.mjs'], { DATABASE_URL: url });
  } catch (error) {
    await drop();
    throw error;
  }
  return { url, releaseSeconds: (Date.now() - started) / 1000, drop };
}

/** What every instance of one fleet is given: the same database, Redis and secrets. */
export const fleetEnvironment = (databaseUrl: string): Record<string, string> => ({
  DATABASE_URL: databaseUrl,
  REDIS_URL: fleetRedisUrl,
  HEALTH_TOKEN_SECRET: 'image-health-secret-0123456789abcdef',
  OPS_TOKEN,
});
