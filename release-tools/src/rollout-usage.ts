import { REMOTES } from '@rental/shared/federation/remote-modules.ts';

/** What `npm run rollout` accepts, printed when a command is missing or incomplete. */
export const ROLLOUT_USAGE = `Usage: npm run rollout -- <command> [options]
  status
  start <remote> <version> [--percent N] [--ramp] [--store <release store>]
  percent <remote> <N>
  promote <remote>
  rollback <remote>
  kill <remote>
Remotes: ${REMOTES.map((remote) => remote.shortName).join(', ')}
Options: --config <remotes.json file or URL> (or REMOTES_CONFIG; default <DATA_DIR>/remotes.json, the
  server's), --reason <text>, --store <release store>, --site-root <dir>, --api <url>`;
