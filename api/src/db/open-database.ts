import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../config.ts';
import type { DatabaseHandle } from './database.ts';
import * as schema from './schema.ts';

/** Wraps an open PGlite instance (a data folder, memory, or a test clone) and applies the migrations. */
export async function usePglite(client: PGlite): Promise<DatabaseHandle> {
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsDir });
  return { db, kind: 'pglite', close: () => client.close() };
}

export async function usePostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection the server drops (restart, network cut) must not crash the process; the pool
  // opens a fresh one on the next query, which is how the API recovers by itself.
  pool.on('error', (error) => console.warn('PostgreSQL connection lost:', error.message));
  const db = drizzlePostgres(pool, { schema });
  try {
    await migratePostgres(db, { migrationsFolder: migrationsDir });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** PostgreSQL when a connection string is given, otherwise PGlite persisted in `dataDir`. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return usePostgres(options.databaseUrl);
  await fs.mkdir(options.dataDir, { recursive: true });
  return usePglite(await PGlite.create(options.dataDir));
}
