import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './database.ts';
import * as schema from './schema.ts';

/** The advisory lock of the release steps (migrate, seed): one at a time per database, whoever runs them ("schema"). */
const RELEASE_STEP_LOCK_KEY = 0x736368656d61;

/**
 * Runs `step` on one connection to the database that holds the release-step lock for the whole step (a
 * session lock: the step may run several transactions). Another process running a step waits its turn;
 * the lock goes with the connection, however the step ends.
 */
export async function withReleaseStepLock<T>(
  connectionString: string,
  step: (db: Database) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const db = drizzle(client, { schema });
    await db.execute(sql`select pg_advisory_lock(${RELEASE_STEP_LOCK_KEY})`);
    return await step(db);
  } finally {
    await client.end();
  }
}
