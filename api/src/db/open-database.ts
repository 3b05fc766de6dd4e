import fs from 'node:fs/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { pino } from 'pino';
import { migrationsDir } from '../config.ts';
import type { DatabaseHandle } from './database.ts';
import { applyMigrations } from './migrate-database.ts';
import { readMigrations } from './migrations.ts';
import * as schema from './schema.ts';

/**
 * The extensions the migrations create (`pg_trgm` for the search indexes). PGlite loads an extension only
 * when the instance is created with it, including an instance loaded from a dump, so every instance is
 * created here. (`PGlite.clone()` passes the original's extensions on by itself.)
 */
const pgliteExtensions = { pg_trgm };

/** A PGlite instance with the extensions the schema needs: in memory, or in `options.dataDir`. */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: pgliteExtensions });
}

/**
 * Wraps an open PGlite instance (a data folder, memory, or a test clone) and applies the migrations: the
 * embedded database is this process's alone, so it is brought up to date where it is opened.
 */
export async function usePglite(client: PGlite): Promise<DatabaseHandle> {
  const db = drizzlePglite(client, { schema });
  await applyMigrations(db, readMigrations(migrationsDir));
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Where a pool tells of a connection it lost: the server's log (docs/operations.md#logs). */
export interface ConnectionLog {
  warn(details: object, message: string): void;
}

/**
 * A pool on a PostgreSQL database, as it is: its schema is the release step's (`npm run migrate`), never
 * changed by an instance that opens it (docs/architecture.md). Without a log of the caller's, a lost
 * connection is still a JSON line on the standard output, as the server's lines are.
 */
export function usePostgres(connectionString: string, log: ConnectionLog = pino()): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5000,
    // Prepared statements are planned for their values every time. By default PostgreSQL switches a
    // statement to one generic plan after five runs, and the list's generic plan (trigram index whatever the
    // pattern) takes ~200 ms for a broad search like '%a%' on 50,000 items, against ~25 ms planned for it.
    options: '-c plan_cache_mode=force_custom_plan',
  });
  // An idle connection the server drops (restart, network cut) must not crash the process; the pool
  // opens a fresh one on the next query, which is how the API recovers by itself.
  // Once closing, connections still shutting down may be cut (a test dropping its database): not news.
  pool.on('error', (error) => {
    if (!pool.ending) log.warn({ err: error }, 'PostgreSQL connection lost');
  });
  const db = drizzlePostgres(pool, { schema });
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}

/** PostgreSQL when a connection string is given, otherwise PGlite persisted in `dataDir`. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Where a PostgreSQL pool tells of a lost connection; a JSON line on the standard output when absent. */
  log?: ConnectionLog;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return usePostgres(options.databaseUrl, options.log);
  await fs.mkdir(options.dataDir, { recursive: true });
  return usePglite(await createPglite({ dataDir: options.dataDir }));
}
