// Typechecks the root and every workspace that has a tsconfig.json; exits non-zero if any fails.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

// npm expands the workspaces' patterns (`mf-*`), so a new remote is typechecked without an edit here.
const workspaces = JSON.parse(execFileSync('npm', ['query', '.workspace'], { encoding: 'utf8' })).map(
  (workspace) => workspace.location,
);
let failed = 0;
// The root holds the build and the test runner's set-up, which no workspace includes.
for (const workspace of ['.', ...workspaces]) {
  if (!fs.existsSync(`${workspace}/tsconfig.json`)) continue;
  try {
    execFileSync('npx', ['tsc', '--noEmit', '-p', `${workspace}/tsconfig.json`], { stdio: 'inherit' });
    console.log(`typecheck ${workspace}: ok`);
  } catch {
    console.error(`typecheck ${workspace}: FAILED`);
    failed++;
  }
}
process.exit(failed ? 1 : 0);
