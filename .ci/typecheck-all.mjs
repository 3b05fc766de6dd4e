// Typechecks the root and every workspace that has a tsconfig.json; exits non-zero if any fails.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);

// npm expands the workspaces' patterns (`mf-*`), so a new remote is typechecked without an edit here.
const workspaces = JSON.parse(execFileSync('npm', ['query', '.workspace'], { encoding: 'utf8' })).map(
  (workspace) => workspace.location,
);
// The root holds the build and the test runner's set-up, which no workspace includes.
const pending = ['.', ...workspaces].filter((workspace) => fs.existsSync(`${workspace}/tsconfig.json`));
let failed = 0;

// The checks are independent and each mostly waits on one core: as many at once as there are cores,
// which roughly halves CI's time for this step on two.
async function checkNext() {
  for (let workspace = pending.shift(); workspace !== undefined; workspace = pending.shift()) {
    try {
      await run('npx', ['tsc', '--noEmit', '-p', `${workspace}/tsconfig.json`], {
        maxBuffer: 64 * 1024 * 1024,
      });
      console.log(`typecheck ${workspace}: ok`);
    } catch (error) {
      // tsc reports its errors on stdout; printed whole, after the fact, so workspaces' errors never interleave.
      process.stdout.write(error.stdout ?? '');
      process.stderr.write(error.stderr ?? '');
      console.error(`typecheck ${workspace}: FAILED`);
      failed++;
    }
  }
}

await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, checkNext));
process.exit(failed ? 1 : 0);
