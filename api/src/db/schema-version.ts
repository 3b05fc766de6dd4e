import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import type { Migration } from './migrations.ts';
import { rowsOf } from './raw-rows.ts';

/** Where drizzle records the migrations it applied, and where this code does too. */
export const MIGRATIONS_TABLE = sql`drizzle.__drizzle_migrations`;

/** How a database's schema stands against a build's migrations. */
export interface SchemaVersion {
  /** The build's migrations the database has (those up to its last recorded one). */
  applied: number;
  /** The build's migrations. */
  expected: number;
  /** Whether the database's last recorded migration is one this build does not have (a newer build migrated it). */
  ahead: boolean;
}

/** Exactly the build's migrations: what its seed writes for. */
export const isSchemaCurrent = (version: SchemaVersion): boolean =>
  !version.ahead && version.applied === version.expected;

/**
 * Every migration of the build, and perhaps newer ones: what an instance serves on. A rolling deploy
 * migrates before the old build's instances are gone, and migrations are written to suit the build
 * before them (docs/operations.md#release), so an old instance that restarts meanwhile still serves.
 */
export const hasBuildSchema = (version: SchemaVersion): boolean => version.applied === version.expected;

/** The `created_at` of the last migration recorded in the database; undefined before the first. */
export async function lastAppliedMigration(db: Database): Promise<number | undefined> {
  const table = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!table[0]?.present) return undefined;
  const last = rowsOf<{ created_at: string | number | null }>(
    await db.execute(sql`select max(created_at) as created_at from ${MIGRATIONS_TABLE}`),
  );
  const createdAt = last[0]?.created_at;
  return createdAt === null || createdAt === undefined ? undefined : Number(createdAt);
}

/** Reads the database's schema version against `migrations` (the build's), as drizzle decides what is pending. */
export async function readSchemaVersion(db: Database, migrations: Migration[]): Promise<SchemaVersion> {
  const last = await lastAppliedMigration(db);
  const applied = last === undefined ? 0 : migrations.filter((m) => m.createdAt <= last).length;
  const newest = migrations.at(-1)?.createdAt ?? 0;
  return { applied, expected: migrations.length, ahead: last !== undefined && last > newest };
}

/** The operator's one line about a schema that is not current, and what to run. */
export function describeSchemaVersion(version: SchemaVersion): string {
  if (version.ahead)
    return `database schema is newer than this build's ${version.expected} migrations: seed with the build that migrated it`;
  return `database schema is at ${version.applied} of ${version.expected} migrations: run npm run migrate`;
}
