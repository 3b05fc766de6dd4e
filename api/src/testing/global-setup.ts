import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, usePglite } from '../db/open-database.ts';
import { seedDatabase } from '../seed/seed.ts';
import { adminQuery, uniqueDatabaseName, withDatabase } from './postgres-admin.ts';
import { preparePostgres } from './prepare-postgres.ts';
import './provided-context.ts';

/**
 * Migrate and seed once per run: a PGlite data folder dumped to a file that each test file loads, and,
 * when TEST_DATABASE_URL names a PostgreSQL server, a template database each test file clones.
 */
export default async function setup(project: TestProject) {
  const pglite = await createPglite();
  const handle = await usePglite(pglite);
  await seedDatabase(handle.db);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const templateFile = path.join(os.tmpdir(), `${uniqueDatabaseName('rental_pglite')}.tar`);
  await fs.writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', templateFile);

  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  let templateName: string | null = null;
  if (adminUrl) {
    templateName = uniqueDatabaseName('rental_template');
    await adminQuery(adminUrl, `CREATE DATABASE "${templateName}"`);
    await preparePostgres(withDatabase(adminUrl, templateName));
  }
  project.provide('postgresTemplate', adminUrl && templateName ? { adminUrl, templateName } : null);
  project.provide('redisUrl', process.env.TEST_REDIS_URL?.trim() || null);

  return async () => {
    await fs.rm(templateFile, { force: true });
    if (adminUrl && templateName)
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`);
  };
}
