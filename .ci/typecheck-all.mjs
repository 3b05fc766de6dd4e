// Typechecks every workspace that has a tsconfig.json; exits non-zero if any fails.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const root = JSON.parse(fs.readFileSync('package.json', 'utf8'));
let failed = 0;
for (const workspace of root.workspaces) {
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
