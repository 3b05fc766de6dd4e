import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { migrationsDir, repoRoot } from './config.ts';
import { migratePostgres } from './db/migrate-database.ts';
import { readMigrations } from './db/migrations.ts';
import { seedPostgres } from './seed/seed-postgres.ts';
import { freshPostgresDatabase } from './testing/fresh-postgres.ts';
import { copyMigrations } from './testing/migrations-copy.ts';
import { compiledServerArgs } from './testing/compiled-server.ts';

/** The real server on PostgreSQL, as an instance of a deployment starts, checking the schema every second. */
function startServer(databaseUrl: string, port: number) {
  const child = spawn(process.execPath, compiledServerArgs(), {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      SITE_ROOT: '/nonexistent-site',
      LOG_LEVEL: 'warn',
      SCHEMA_POLL_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
  return { child, output: () => output };
}

const answers = async (port: number, path = '/api/v1/get_categories') =>
  fetch(`http://127.0.0.1:${port}${path}`).then(
    (response) => response.status,
    () => 'no answer',
  );

/** What the server said of the schema: the messages of its JSON log lines that speak of it. */
const schemaLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { msg: string }).msg)
    .filter((message) => message.startsWith('database schema is at'));

describe.skipIf(!inject('postgresTemplate'))(
  'an instance started on an older schema',
  { timeout: 90_000 },
  () => {
    const cleanups: (() => Promise<void> | void)[] = [];
    let server: ChildProcess | undefined;
    afterEach(async () => {
      if (server && server.exitCode === null) {
        const exited = new Promise((resolve) => server!.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      for (const cleanup of cleanups.splice(0)) await cleanup();
    });

    it('is alive but not ready and says why, then serves once the database is migrated', async () => {
      const database = await freshPostgresDatabase('rental_schema_wait');
      cleanups.push(database.drop);
      const older = copyMigrations({ drop: 1 });
      cleanups.push(older.remove);
      await migratePostgres(database.url, older.folder);
      const port = 8340 + (process.pid % 5);
      const started = startServer(database.url, port);
      server = started.child;
      await expect.poll(started.output, { timeout: 30_000 }).toMatch(/database schema is at/);
      const build = readMigrations(migrationsDir).length;
      const said = `database schema is at ${build - 1} of ${build} migrations: run npm run migrate`;
      expect(schemaLines(started.output())).toEqual([said]);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      // Listening, so that its probes say where it stands; serving nothing else yet.
      expect(await answers(port, '/livez')).toBe(200);
      const readiness = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(readiness.status).toBe(503);
      expect(await readiness.json()).toMatchObject({
        failed: ['startup', 'database'],
        checks: { database: said },
      });
      expect(await answers(port)).toBe(503);
      expect(schemaLines(started.output())).toEqual([said]);

      await migratePostgres(database.url);
      await seedPostgres(database.url);
      await expect.poll(() => answers(port), { timeout: 30_000 }).toBe(200);
      // Its readiness reads the schema again within the check's lifetime (lifecycle/cached-check.ts).
      await expect.poll(() => answers(port, '/readyz'), { timeout: 10_000 }).toBe(200);
    });
  },
);
