/**
 * npm run check:contract [-- <remote> [version]]
 * Checks each built remote version against what the shell expects (exposed modules, container name,
 * shared singleton ranges), so a team learns before deploying. Exits 1 on any problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import { REMOTES, sharedVersions } from '../../rspack.config.base.ts';
import { contractProblems, type RemoteManifestJson } from '../src/federation/remote-contract.ts';
import { buildDir, builtVersions, findRemote } from './remote-builds.ts';

const [name, onlyVersion] = process.argv.slice(2);
const remotes = name ? [findRemote(name)] : [...REMOTES];
const site = sharedVersions();
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
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as RemoteManifestJson;
    const problems = contractProblems(remote.name, manifest, site, satisfy);
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
