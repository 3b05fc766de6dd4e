import { readRemoteEntry } from '@rental/shared/federation/remote-entry.ts';
import { REMOTES, type RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type { RemoteBuild, RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';

/** The operators' API the figures come from, and their token (OPS_TOKEN). */
export interface OpsApi {
  url: string;
  token: string | undefined;
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
async function opsRead<T>(api: OpsApi, route: string, what: string): Promise<T[] | string> {
  if (!api.token) return `${what} need OPS_TOKEN`;
  try {
    const response = await fetch(`${api.url}/api/v1/ops/${route}`, { headers: { 'x-ops-token': api.token } });
    if (!response.ok) return `${what}: ${api.url} answered ${response.status}`;
    return ((await response.json()) as { data: T[] }).data;
  } catch (error) {
    return `${what}: ${api.url} cannot be reached (${(error as Error).message})`;
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

/**
 * `npm run rollout -- status`: each remote's channels in remotes.json, what the servers met with the
 * builds it names, and the real-user health figures of each (docs/decisions/017).
 */
export async function printStatus(
  manifest: RemotesManifest,
  store: { location: string; historyLocation: string },
  api: OpsApi,
) {
  const [health, releaseProblems] = await Promise.all([
    opsRead<HealthRow>(api, 'health', 'health figures'),
    opsRead<ReleaseProblemRow>(api, 'releases', 'release problems'),
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
