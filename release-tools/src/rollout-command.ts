/**
 * npm run rollout -- <command>: the one way to change remotes.json (docs/decisions/016).
 *   status
 *   start <remote> <version> [--percent N] [--ramp] [--store <release store>]
 *   percent <remote> <N>
 *   promote <remote>
 *   rollback <remote>
 *   kill <remote>
 * Options: --config <file or URL> (or REMOTES_CONFIG; default: the file `npm start` serves; a URL is read
 * with GET and changed with a PUT conditional on its ETag, with REMOTES_CONFIG_TOKEN as a bearer token),
 * --reason <text>,
 * --store <folder, s3://bucket/prefix or URL> (or RELEASE_STORE; default ./releases): where `start` finds
 * a published release, verified with the keys RELEASE_TRUSTED_KEYS names (and none other) and pinned in
 * the entry it writes (docs/decisions/024),
 * --site-root <dir> (where versions deployed with the site are: <dir>/<remote folder>/dist/<version>, used
 * for a version the store does not hold; default this repository), --api <url> (or ROLLOUT_API_URL; default
 * the operators' listener, OPS_HOST:OPS_PORT, when set, else 127.0.0.1:PORT) and OPS_TOKEN for the health
 * figures `status` shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BuildManifest } from '@rental/shared/federation/build-manifest.ts';
import { readRemoteEntry } from '@rental/shared/federation/remote-entry.ts';
import {
  REMOTES,
  type RemoteDescription,
  type RemoteName,
} from '@rental/shared/federation/remote-modules.ts';
import type { RemoteBuild, RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';
import {
  openReleaseStore,
  storeSettingsFromEnvironment,
} from '@rental/shared/releases/stores/open-release-store.ts';
import { readTrustedReleaseKeys, TrustedKeysInvalid } from '@rental/shared/releases/trusted-release-keys.ts';
import { releasePrefix } from '@rental/shared/releases/verified-release.ts';
import {
  isRemotesConfigUrl,
  openRemotesConfigStore,
} from '@rental/shared/rollouts/open-remotes-config-store.ts';
import type { RolloutChange } from '@rental/shared/rollouts/remotes-config-store.ts';
import {
  killCanary,
  promoteCanary,
  rollBack,
  RolloutRefused,
  setPercent,
  startCanary,
} from '@rental/shared/rollouts/rollout-plan.ts';
import { repoRoot } from '../../build-config/repository.ts';
import { publishedRelease } from '@rental/shared/releases/published-release.ts';
import { findRemote } from './remote-by-name.ts';
import { buildProblems, siteLibraries } from './repository-builds.ts';

const USAGE = `Usage: npm run rollout -- <command> [options]
  status
  start <remote> <version> [--percent N] [--ramp] [--store <release store>]
  percent <remote> <N>
  promote <remote>
  rollback <remote>
  kill <remote>
Remotes: ${REMOTES.map((remote) => remote.shortName).join(', ')}
Options: --config <remotes.json file or URL> (or REMOTES_CONFIG; default <DATA_DIR>/remotes.json, the
  server's), --reason <text>, --store <release store>, --site-root <dir>, --api <url>`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    config: { type: 'string' },
    percent: { type: 'string' },
    ramp: { type: 'boolean', default: false },
    reason: { type: 'string' },
    'site-root': { type: 'string' },
    store: { type: 'string' },
    api: { type: 'string' },
  },
});

/** The server's default: the live remotes.json is in its data folder, never in a build's output. */
const serversRemotesConfig = () =>
  path.join(path.resolve(repoRoot, process.env.DATA_DIR?.trim() || 'data'), 'remotes.json');
const configLocation = values.config ?? (process.env.REMOTES_CONFIG?.trim() || serversRemotesConfig());
const siteRoot = path.resolve(values['site-root'] ?? repoRoot);
const store = openRemotesConfigStore(
  isRemotesConfigUrl(configLocation) ? configLocation : path.resolve(configLocation),
  process.env.REMOTES_CONFIG_TOKEN,
);
const releaseStoreLocation = values.store ?? process.env.RELEASE_STORE ?? path.join(repoRoot, 'releases');

const whole = (text: string | undefined, what: string): number => {
  if (text === undefined || !/^\d+$/.test(text)) throw new RolloutRefused(`${what} must be a whole number`);
  return Number(text);
};

/**
 * The build `start` names: the version's published release when the release store holds it (verified
 * and pinned), otherwise a version deployed with the site.
 */
async function buildToStart(remote: RemoteDescription, version: string): Promise<RemoteBuild> {
  const releases = openReleaseStore(releaseStoreLocation, storeSettingsFromEnvironment(process.env));
  let published: Buffer | undefined;
  try {
    published = await releases.read(`${releasePrefix(remote, version)}/release.json`, { maxBytes: 1 << 20 });
  } catch (error) {
    throw new RolloutRefused(`the release store cannot be read: ${(error as Error).message}`);
  }
  if (!published) return deployedBuild(remote, version);
  // As the site reads them: from RELEASE_TRUSTED_KEYS only.
  const trustedKeys = readTrustedReleaseKeys(process.env.RELEASE_TRUSTED_KEYS, repoRoot);
  return publishedRelease(releases, remote, version, trustedKeys, siteLibraries());
}

/** Refuses a version that is not deployed, whose manifest does not load, or that the contract check refuses. */
function deployedBuild(remote: RemoteDescription, version: string): RemoteBuild {
  const folder = path.join(siteRoot, remote.folder, 'dist', version);
  const manifestFile = path.join(folder, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile))
    throw new RolloutRefused(
      `${remote.folder}@${version} is not deployed (no ${manifestFile}); deploy it first: npm run deploy:remote`,
    );
  let manifest: BuildManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest;
  } catch (error) {
    throw new RolloutRefused(
      `the manifest of ${remote.folder}@${version} does not load: ${(error as Error).message}`,
    );
  }
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = path.join(folder, entry?.path ?? '', entry?.name ?? 'remoteEntry.js');
  if (!fs.existsSync(entryFile))
    throw new RolloutRefused(
      `the manifest of ${remote.folder}@${version} names ${entryFile}, which is missing`,
    );
  const problems = buildProblems(remote, version, folder);
  if (problems.length > 0)
    throw new RolloutRefused(
      `${remote.folder}@${version} does not fit the shell:\n  - ${problems.join('\n  - ')}`,
    );
  return { version, entry: `/remotes/${remote.folder}/${version}/mf-manifest.json` };
}

interface HealthRow {
  remote: string;
  version: string;
  channel: string;
  views: number;
  failures: number;
  lcpP75: number | null;
  inpP75: number | null;
}

interface ReleaseProblemRow {
  remote: string;
  version: string;
  refused: boolean;
  /** Whether remotes.json still names the build. */
  current: boolean;
  reason: string;
  lastAt: string;
  count: number;
}

/** One of the operators' reads from the API; a line saying why when it cannot be read. */
async function opsRead<T>(route: string, what: string): Promise<T[] | string> {
  // The operators' API is on their own listener when the site has one (OPS_PORT), else beside the site.
  const api =
    values.api ??
    process.env.ROLLOUT_API_URL ??
    (process.env.OPS_PORT
      ? `http://${process.env.OPS_HOST || '127.0.0.1'}:${process.env.OPS_PORT}`
      : `http://127.0.0.1:${process.env.PORT ?? 8080}`);
  const token = process.env.OPS_TOKEN;
  if (!token) return `${what} need OPS_TOKEN`;
  try {
    const response = await fetch(`${api}/api/v1/ops/${route}`, { headers: { 'x-ops-token': token } });
    if (!response.ok) return `${what}: ${api} answered ${response.status}`;
    return ((await response.json()) as { data: T[] }).data;
  } catch (error) {
    return `${what}: ${api} cannot be reached (${(error as Error).message})`;
  }
}

/** A build the servers refuse whatever they hold (docs/decisions/024), told where the build is listed. */
function refusalNote(remote: RemoteName, build: RemoteBuild): string {
  const reading = readRemoteEntry(remote, build);
  return reading.kind === 'refused'
    ? `  REFUSED: ${reading.reason}; the servers run the last good build`
    : '';
}

const percentText = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);

async function status(manifest: RemotesManifest) {
  const [health, releaseProblems] = await Promise.all([
    opsRead<HealthRow>('health', 'health figures'),
    opsRead<ReleaseProblemRow>('releases', 'release problems'),
  ]);
  for (const remote of REMOTES) {
    const { stable, canary } = manifest[remote.name];
    console.log(`${remote.folder}`);
    console.log(`  stable  ${stable.version}${refusalNote(remote.name, stable)}`);
    if (canary)
      console.log(
        `  canary  ${canary.version} at ${canary.percent} %${canary.ramp ? ' (ramping)' : ''}` +
          `${canary.since ? `, since ${canary.since}` : ''}${refusalNote(remote.name, canary)}`,
      );
    else console.log('  canary  none');
    // What the servers met with the builds remotes.json names now; earlier problems have cleared.
    if (typeof releaseProblems !== 'string')
      for (const problem of releaseProblems.filter(
        (candidate) => candidate.remote === remote.name && candidate.current,
      ))
        console.log(
          `  ${problem.refused ? 'REFUSED' : 'unfetched'} ${problem.version} by the site: ${problem.reason} ` +
            `(${problem.count}×, last ${problem.lastAt})`,
        );
    if (typeof health === 'string') continue;
    for (const row of health.filter((candidate) => candidate.remote === remote.name))
      console.log(
        `  ${row.channel.padEnd(7)} ${row.version}: ${row.views} views, ${row.failures} failures, ` +
          `LCP p75 ${percentText(row.lcpP75)}, INP p75 ${percentText(row.inpP75)}`,
      );
  }
  if (typeof health === 'string') console.log(health);
  console.log(`(${store.location}; history in ${store.historyLocation})`);
}

async function changeFor(command: string, args: string[], now: Date): Promise<RolloutChange> {
  const [name, value] = args;
  if (!name) throw new RolloutRefused(`${command} needs a remote\n${USAGE}`);
  const remote = findRemote(name);
  const base = {
    remote: remote.name,
    by: 'operator' as const,
    ...(values.reason ? { reason: values.reason } : {}),
  };
  switch (command) {
    case 'start': {
      if (!value) throw new RolloutRefused(`start needs a version\n${USAGE}`);
      const build = await buildToStart(remote, value);
      const percent = values.percent === undefined ? undefined : whole(values.percent, '--percent');
      return {
        ...base,
        action: 'start',
        apply: (channels) => startCanary(channels, { build, percent, ramp: values.ramp, now }),
      };
    }
    case 'percent': {
      const percent = whole(value, 'the percent');
      return { ...base, action: 'percent', apply: (channels) => setPercent(channels, percent, now) };
    }
    case 'promote':
      return { ...base, action: 'promote', apply: promoteCanary };
    case 'rollback':
      return { ...base, action: 'rollback', apply: rollBack };
    case 'kill':
      return { ...base, action: 'kill', apply: (channels) => killCanary(channels, now) };
    default:
      throw new RolloutRefused(`unknown command "${command}"\n${USAGE}`);
  }
}

const describe = (channels: RemotesManifest[keyof RemotesManifest]) =>
  `stable ${channels.stable.version}` +
  (channels.canary ? `, canary ${channels.canary.version} at ${channels.canary.percent} %` : ', no canary');

async function main(): Promise<number> {
  const [command, ...args] = positionals;
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  try {
    if (command === 'status') {
      await status(await store.read());
      return 0;
    }
    const entry = await store.change(await changeFor(command, args, new Date()));
    console.log(`${entry.remote}: ${describe(entry.before)} → ${describe(entry.after)}`);
    console.log('Every visitor gets this on their next page load.');
    return 0;
  } catch (error) {
    if (
      error instanceof RolloutRefused ||
      error instanceof TrustedKeysInvalid ||
      (error instanceof Error && /Unknown remote/.test(error.message))
    ) {
      console.error(`Refused: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
