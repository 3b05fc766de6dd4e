import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { testSettings } from './test-settings.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createPglite, usePglite, usePostgres } from '../db/open-database.ts';
import type { ApiInstance } from '../http/fastify-types.ts';
import { adminQuery, uniqueDatabaseName, withDatabase } from './postgres-admin.ts';
import './provided-context.ts';

type DatabaseKind = DatabaseHandle['kind'];

/** What a page of the site sends with a write: the XSRF cookie and the same token in the header. */
export const XSRF = { cookie: 'XSRF-TOKEN=test-token', 'x-xsrf-token': 'test-token' };

export interface TestApi {
  app: ApiInstance;
  database: DatabaseHandle;
}

/** A private copy of the migrated, seeded database: tests in one file never see another file's writes. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const dump = await fs.readFile(inject('pgliteTemplateFile'));
    return usePglite(await createPglite({ loadDataDir: new Blob([dump]) }));
  }
  const template = inject('postgresTemplate');
  if (!template) throw new Error('TEST_DATABASE_URL is not set');
  const name = uniqueDatabaseName('rental_test');
  await adminQuery(template.adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template.templateName}"`);
  const handle = usePostgres(withDatabase(template.adminUrl, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Every engine the API runs on; the suites of one that is not here are reported skipped, not left out. */
export function databaseKinds(): DatabaseKind[] {
  return ['pglite', 'postgres'];
}

/** `describe` for a suite on `kind`: skipped on PostgreSQL when TEST_DATABASE_URL names no server. */
export const describeOn = (kind: DatabaseKind) =>
  kind === 'postgres' && !inject('postgresTemplate') ? describe.skip : describe;

/** Runs the same suite on PGlite and on PostgreSQL (skipped without TEST_DATABASE_URL). */
export function describeOnEachDatabase(title: string, suite: (api: TestApi) => void): void {
  for (const kind of databaseKinds()) {
    describeOn(kind)(`${title} [${kind}]`, () => {
      const api = {} as TestApi;
      beforeAll(async () => {
        api.database = await openTestDatabase(kind);
        api.app = await buildApp({ db: api.database.db }, testSettings());
      });
      afterAll(async () => {
        await api.app?.close();
        await api.database?.close();
      });
      suite(api);
    });
  }
}
