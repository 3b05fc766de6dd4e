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
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';
import { TrustedKeysInvalid } from '@rental/shared/releases/trusted-release-keys.ts';
import {
  isRemotesConfigUrl,
  openRemotesConfigStore,
} from '@rental/shared/rollouts/open-remotes-config-store.ts';
import { RolloutRefused } from '@rental/shared/rollouts/rollout-plan.ts';
import { repoRoot } from '../../build-config/repository.ts';
import { changeFor, type ChangeOptions } from './rollout-change.ts';
import { printStatus, type OpsApi } from './rollout-status.ts';
import { ROLLOUT_USAGE } from './rollout-usage.ts';

/** The command line as parseArgs reads it; an option it does not know ends the command with the usage. */
function readCommandLine() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h', default: false },
        config: { type: 'string' },
        percent: { type: 'string' },
        ramp: { type: 'boolean', default: false },
        reason: { type: 'string' },
        'site-root': { type: 'string' },
        store: { type: 'string' },
        api: { type: 'string' },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${ROLLOUT_USAGE}`);
    process.exit(2);
  }
}

const { positionals, values } = readCommandLine();
if (values.help) {
  console.log(ROLLOUT_USAGE);
  process.exit(0);
}

/** The server's default: the live remotes.json is in its data folder, never in a build's output. */
const serversRemotesConfig = () =>
  path.join(path.resolve(repoRoot, process.env.DATA_DIR?.trim() || 'data'), 'remotes.json');
const configLocation = values.config ?? (process.env.REMOTES_CONFIG?.trim() || serversRemotesConfig());
const store = openRemotesConfigStore(
  isRemotesConfigUrl(configLocation) ? configLocation : path.resolve(configLocation),
  process.env.REMOTES_CONFIG_TOKEN,
);
const changeOptions: ChangeOptions = {
  percent: values.percent,
  ramp: values.ramp,
  reason: values.reason,
  releaseStoreLocation: values.store ?? process.env.RELEASE_STORE ?? path.join(repoRoot, 'releases'),
  siteRoot: path.resolve(values['site-root'] ?? repoRoot),
  environment: process.env,
};
const opsApi: OpsApi = {
  // The operators' API is on their own listener when the site has one (OPS_PORT), else beside the site.
  url:
    values.api ??
    process.env.ROLLOUT_API_URL ??
    (process.env.OPS_PORT
      ? `http://${process.env.OPS_HOST || '127.0.0.1'}:${process.env.OPS_PORT}`
      : `http://127.0.0.1:${process.env.PORT ?? 8080}`),
  token: process.env.OPS_TOKEN,
};

const describe = (channels: RemotesManifest[keyof RemotesManifest]) =>
  `stable ${channels.stable.version}` +
  (channels.canary ? `, canary ${channels.canary.version} at ${channels.canary.percent} %` : ', no canary');

async function main(): Promise<number> {
  const [command, ...args] = positionals;
  if (!command) {
    console.error(ROLLOUT_USAGE);
    return 2;
  }
  try {
    if (command === 'status') {
      await printStatus(await store.read(), store, opsApi);
      return 0;
    }
    const entry = await store.change(await changeFor(command, args, changeOptions, new Date()));
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
