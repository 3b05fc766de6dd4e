/**
 * npm run deploy:remote -- <remote> [--version X] [--to <store>]
 * Publishes one built version of a remote (its browser build and, in `ssr/`, its server build) to a
 * release store, signed with the team's key (RELEASE_SIGNING_KEY), after checking its contract
 * (docs/decisions/024). The store is a folder, `s3://<bucket>/<prefix>` or an http(s) URL that accepts
 * PUT; by default RELEASE_STORE, else `./releases`, the folder `npm start` serves. Releases are immutable:
 * a version already published is refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  openReleaseStore,
  storeSettingsFromEnvironment,
} from '@rental/shared/releases/stores/open-release-store.ts';
import { ReleaseStoreError } from '@rental/shared/releases/stores/release-store.ts';
import { buildVersion } from '../../build-config/app-folders.ts';
import { repoRoot } from '../../build-config/repository.ts';
import { PublishRefused, publishRelease } from '@rental/shared/releases/publish-release.ts';
import { sharedVersions } from '../../build-config/shared-versions.ts';
import { findRemote } from './remote-by-name.ts';
import { buildDir, buildProblems } from './repository-builds.ts';
import { readSigningKey } from './signing-key-setting.ts';

const USAGE =
  'Usage: npm run deploy:remote -- <remote> [--version X] [--to <folder | s3://bucket/prefix | URL>]';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { version: { type: 'string' }, to: { type: 'string' } },
  });
  const [name] = positionals;
  if (!name || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const remote = findRemote(name);
  const version = values.version ?? buildVersion(remote.folder);
  const source = buildDir(remote, version);
  if (!fs.existsSync(path.join(source, 'mf-manifest.json'))) {
    console.error(
      `No build of ${remote.folder}@${version} in ${source}. Build it: MF_BUILD_VERSION=${version} npm run build -w ${remote.folder}`,
    );
    return 1;
  }
  const problems = buildProblems(remote, version);
  if (problems.length > 0) {
    console.error(`${remote.folder}@${version} does not fit the shell:\n  - ${problems.join('\n  - ')}`);
    return 1;
  }
  const location = values.to ?? process.env.RELEASE_STORE ?? path.join(repoRoot, 'releases');
  const store = openReleaseStore(location, storeSettingsFromEnvironment(process.env));
  try {
    const published = await publishRelease({
      remote,
      version,
      buildFolder: source,
      store,
      signingKey: readSigningKey(process.env.RELEASE_SIGNING_KEY),
      sharedVersions: sharedVersions(),
      now: new Date(),
    });
    console.log(
      `Published ${remote.folder}@${version} to ${store.location}: ${published.files} files, ` +
        `${(published.bytes / 1024).toFixed(0)} KiB, release.json ${published.digest}`,
    );
    console.log(
      `\nStart its canary: npm run rollout -- start ${remote.shortName} ${version} --store ${location}`,
    );
    return 0;
  } catch (error) {
    // A refusal, an unreachable store or a key that does not load: each says what to do in its message.
    if (
      error instanceof PublishRefused ||
      error instanceof ReleaseStoreError ||
      /RELEASE_SIGNING_KEY/.test(String(error))
    ) {
      console.error(`Refused: ${(error as Error).message}`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
