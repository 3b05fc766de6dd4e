import { sql } from 'drizzle-orm';
import { migrationsDir } from '../config.ts';
import type { Database } from './database.ts';
import { oneLineMessage } from './database-errors.ts';
import { readMigrations, type Migration } from './migrations.ts';
import { withReleaseStepLock } from './release-step-lock.ts';
import { lastAppliedMigration, MIGRATIONS_TABLE } from './schema-version.ts';

/** A migration the database refused; nothing of it was kept, the ones before it were. */
export class MigrationFailed extends Error {
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    super(`migration ${migration} failed: ${oneLineMessage(cause)}`, { cause });
  }
}

/**
 * Applies the migrations the database lacks, each in a transaction of its own, and records each as drizzle
 * does (`drizzle.__drizzle_migrations`), so drizzle-kit and this code read the same history. What is
 * pending follows drizzle's rule: those newer than the last one recorded. Returns the tags applied.
 */
export async function applyMigrations(db: Database, migrations: Migration[]): Promise<string[]> {
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  const last = await lastAppliedMigration(db);
  const pending = migrations.filter((migration) => last === undefined || migration.createdAt > last);
  for (const migration of pending) {
    try {
      await db.transaction(async (tx) => {
        for (const statement of migration.statements) await tx.execute(sql.raw(statement));
        await tx.execute(
          sql`INSERT INTO ${MIGRATIONS_TABLE} (hash, created_at) VALUES (${migration.hash}, ${migration.createdAt})`,
        );
      });
    } catch (error) {
      throw new MigrationFailed(migration.tag, error);
    }
  }
  return pending.map((migration) => migration.tag);
}

/**
 * The release step's migration of a PostgreSQL database: under the release-step lock, so several at once
 * (instances of a deployment each running it) apply each migration once and all succeed.
 */
export function migratePostgres(connectionString: string, folder = migrationsDir): Promise<string[]> {
  const migrations = readMigrations(folder);
  return withReleaseStepLock(connectionString, (db) => applyMigrations(db, migrations));
}
