import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API's folders, found from this file's address: one folder up is `api/` from `api/src` as from the
 * compiled `api/dist` (build-config/api-server-build.ts keeps `import.meta.url` the running file's), which
 * is why this file stays directly in `api/src`.
 */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(apiRoot, '..');
export const migrationsDir = path.join(apiRoot, 'drizzle');
export const defaultMediaDir = path.join(apiRoot, 'media');
