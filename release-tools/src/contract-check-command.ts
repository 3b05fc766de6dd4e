/**
 * npm run check:contract [-- <remote> [version]]
 * Checks each built remote version against what the shell expects (exposed modules, container name,
 * shared singleton ranges, a server build beside the browser build), so a team learns before deploying. Exits 1 on any problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@rental/shared/federation/remote-modules.ts';
import { findRemote } from './remote-by-name.ts';
import { buildDir, buildProblems, builtVersions } from './repository-builds.ts';

const [name, onlyVersion] = process.argv.slice(2);
const remotes = name ? [remoteNamed(name)] : [...REMOTES];
/** The remote asked for, or the end of the command with what is known. */
function remoteNamed(asked: string) {
  try {
    return findRemote(asked);
  } catch (error) {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}

let failed = 0;
let checked = 0;
for (const remote of remotes) {
  const versions = onlyVersion ? [onlyVersion] : builtVersions(remote);
  if (versions.length === 0) {
    console.error(`✗ ${remote.folder}: no build found (npm run build -w ${remote.folder})`);
    failed++;
  }
  for (const version of versions) {
    const manifestPath = path.join(buildDir(remote, version), 'mf-manifest.json');
    if (!fs.existsSync(manifestPath)) {
      console.error(`✗ ${remote.folder}@${version}: ${manifestPath} is missing`);
      failed++;
      continue;
    }
    const problems = buildProblems(remote, version);
    checked++;
    if (problems.length === 0) console.log(`✓ ${remote.folder}@${version} fits the shell`);
    else {
      failed++;
      console.error(`✗ ${remote.folder}@${version}:\n  - ${problems.join('\n  - ')}`);
    }
  }
}
console.log(`${checked} build(s) checked, ${failed} problem(s)`);
process.exit(failed > 0 ? 1 : 0);
