import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { migrationsDir } from '../config.ts';
import { freshPostgresDatabase } from '../testing/fresh-postgres.ts';
import { copyMigrations } from '../testing/migrations-copy.ts';
import { migratePostgres, MigrationFailed } from './migrate-database.ts';
import { readMigrations } from './migrations.ts';
import { usePostgres } from './open-database.ts';
import { rowsOf } from './raw-rows.ts';
import { readSchemaVersion } from './schema-version.ts';
import { runCompiledProgram } from '../testing/compiled-server.ts';

const BUILD_MIGRATIONS = readMigrations(migrationsDir).length;

/** `npm run migrate` on `databaseUrl`, as a release step runs it: its exit code and what it wrote. */
const runMigrate = (databaseUrl: string) =>
  runCompiledProgram('migrate', { ...process.env, DATABASE_URL: databaseUrl });

/** The migrations the database recorded, and how many of them each was recorded. */
async function recorded(url: string) {
  const database = usePostgres(url);
  try {
    const rows = rowsOf<{ created_at: string; times: string }>(
      await database.db.execute(
        sql`select created_at, count(*) as times from drizzle.__drizzle_migrations group by created_at`,
      ),
    );
    return { migrations: rows.length, mostTimes: Math.max(...rows.map((row) => Number(row.times))) };
  } finally {
    await database.close();
  }
}

describe.skipIf(!inject('postgresTemplate'))('npm run migrate on PostgreSQL', { timeout: 60_000 }, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  const fresh = async () => {
    const database = await freshPostgresDatabase('rental_migrate');
    cleanups.push(database.drop);
    return database.url;
  };

  it('applies each migration once when two run at once on a fresh database, and both succeed', async () => {
    const url = await fresh();
    const [first, second] = await Promise.all([runMigrate(url), runMigrate(url)]);
    expect([first.code, second.code]).toEqual([0, 0]);
    expect([first.output, second.output].sort()).toEqual([
      expect.stringMatching(new RegExp(`^applied ${BUILD_MIGRATIONS} migration\\(s\\): 0000_init, `)),
      'database schema is current: no migration to apply\n',
    ]);
    expect(await recorded(url)).toEqual({ migrations: BUILD_MIGRATIONS, mostTimes: 1 });
  });

  it('changes nothing when run again', async () => {
    const url = await fresh();
    expect(await migratePostgres(url)).toHaveLength(BUILD_MIGRATIONS);
    expect(await migratePostgres(url)).toEqual([]);
    expect(await recorded(url)).toEqual({ migrations: BUILD_MIGRATIONS, mostTimes: 1 });
  });

  it('brings an older schema up to the build’s, applying only what it lacks', async () => {
    const url = await fresh();
    const older = copyMigrations({ drop: 1 });
    cleanups.push(older.remove);
    await migratePostgres(url, older.folder);
    expect(await migratePostgres(url)).toEqual([readMigrations(migrationsDir).at(-1)!.tag]);
  });

  it('names the migration the database refuses, keeps the ones before it, and records none of it', async () => {
    const url = await fresh();
    const broken = copyMigrations({ broken: true });
    cleanups.push(broken.remove);
    const failure = await migratePostgres(url, broken.folder).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationFailed);
    expect((failure as MigrationFailed).message).toBe(
      `migration ${broken.last} failed: relation "no_such_table" does not exist`,
    );
    const database = usePostgres(url);
    try {
      expect(await readSchemaVersion(database.db, readMigrations(migrationsDir))).toEqual({
        applied: BUILD_MIGRATIONS - 1,
        expected: BUILD_MIGRATIONS,
        ahead: false,
      });
    } finally {
      await database.close();
    }
  });

  it('exits 1 with one line saying why when it cannot reach the database', async () => {
    const { code, output } = await runMigrate('postgres://postgres@127.0.0.1:1/nowhere');
    expect(code).toBe(1);
    expect(output).toBe('migrate: connect ECONNREFUSED 127.0.0.1:1\n');
  });
});
