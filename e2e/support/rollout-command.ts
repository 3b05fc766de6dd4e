import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { E2E_OPS_TOKEN } from './ops-token.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * `npm run rollout` against a journey's own copy of the site (its deployed builds) and the live
 * remotes.json of its server (`remotesFile`), as an operator at a terminal runs it. `env` adds to the
 * operators' environment (e.g. where its API answers).
 */
export function runRollout(
  siteRoot: string,
  remotesFile: string,
  args: string[],
  env: Record<string, string> = {},
): string {
  return execFileSync(
    'node',
    [
      '--import',
      'tsx',
      'release-tools/src/rollout-command.ts',
      ...args,
      '--config',
      remotesFile,
      '--site-root',
      siteRoot,
    ],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, OPS_TOKEN: E2E_OPS_TOKEN, ...env } },
  );
}
