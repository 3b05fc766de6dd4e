/**
 * npm run deploy:remote -- <remote> <deploy-folder> [--version X] [--base-url https://cdn.example.com/remotes/]
 * Copies one remote build (its browser build and, in `ssr/`, its server build) into <deploy-folder>/<remote>/<version>/ (never over an existing version: deployed
 * versions are immutable) after checking its contract, and prints the remotes.json entries to use it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildVersion } from '../../build-config/app-folders.ts';
import { buildDir, buildProblems, findRemote } from './remote-builds.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, 'base-url': { type: 'string' } },
});
const [name, target] = positionals;
if (!name || !target) {
  console.error('Usage: npm run deploy:remote -- <remote> <deploy-folder> [--version X] [--base-url URL]');
  process.exit(2);
}
const remote = findRemote(name);
const version = values.version ?? buildVersion(remote.folder);
const source = buildDir(remote, version);
const manifestPath = path.join(source, 'mf-manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(
    `No build of ${remote.folder}@${version} in ${source}. Build it: MF_BUILD_VERSION=${version} npm run build -w ${remote.folder}`,
  );
  process.exit(1);
}
const problems = buildProblems(remote, version);
if (problems.length > 0) {
  console.error(`${remote.folder}@${version} does not fit the shell:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
const destination = path.resolve(target, remote.folder, version);
if (fs.existsSync(destination)) {
  console.error(
    `${destination} already exists: deployed versions are immutable; build a new version instead.`,
  );
  process.exit(1);
}
fs.mkdirSync(path.dirname(destination), { recursive: true });
fs.cpSync(source, destination, { recursive: true });

const base = values['base-url'] ?? '/remotes/';
const entry = `${base.endsWith('/') ? base : `${base}/`}${remote.folder}/${version}/mf-manifest.json`;
console.log(`Copied ${remote.folder}@${version} to ${destination}\n`);
console.log(`In remotes.json, as a canary for 10 % of visitors:\n`);
console.log(
  JSON.stringify(
    {
      [remote.name]: {
        stable: { version: '<current stable>', entry: '<current stable entry>' },
        canary: { version, entry, percent: 10, rolloutId: `${remote.folder}-${version}` },
      },
    },
    null,
    2,
  ),
);
console.log(`\nor, to promote it to everyone:\n`);
console.log(JSON.stringify({ [remote.name]: { stable: { version, entry } } }, null, 2));
