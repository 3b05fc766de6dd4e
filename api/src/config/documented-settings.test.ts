import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../api-folders.ts';
import { cacheSchema } from './cache-settings.ts';
import { clientSchema } from './client-settings.ts';
import { databaseSchema } from './database-settings.ts';
import { healthSchema } from './health-settings.ts';
import { listenerSchema } from './listener-settings.ts';
import { mailSchema } from './mail-settings.ts';
import { overloadSchema } from './overload-settings.ts';
import { releaseSchema } from './release-settings.ts';
import { rolloutGuardSchema } from './rollout-guard-settings.ts';
import { serverSchema } from './server-settings.ts';
import { siteSchema } from './site-settings.ts';

const schemas = [
  serverSchema,
  databaseSchema,
  overloadSchema,
  listenerSchema,
  siteSchema,
  cacheSchema,
  clientSchema,
  releaseSchema,
  healthSchema,
  rolloutGuardSchema,
  mailSchema,
];

/**
 * Documented beside the API's settings, read by the release stores (shared/src/releases) and the teams'
 * commands as the environment gives them rather than by a schema of the API's.
 */
const READ_BY_THE_RELEASE_STORES = [
  'RELEASE_STORE',
  'RELEASE_SIGNING_KEY',
  'RELEASE_STORE_TOKEN',
  'RELEASE_PUBLIC_URL',
  'S3_ENDPOINT',
];

/** The variables named in the first column of docs/configuration.md's tables of settings. */
function documentedNames(): Set<string> {
  const page = fs.readFileSync(path.join(repoRoot, 'docs', 'configuration.md'), 'utf8');
  const firstCells = page
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|')[1] ?? '');
  return new Set(
    firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((name) => name[1]!)),
  );
}

describe('docs/configuration.md', () => {
  it('lists every setting the schemas read, and only those', () => {
    const read = new Set([
      ...schemas.flatMap((schema) => Object.keys(schema.properties)),
      ...READ_BY_THE_RELEASE_STORES,
    ]);
    expect([...documentedNames()].sort()).toEqual([...read].sort());
  });
});
