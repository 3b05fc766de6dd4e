import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from '@rental/shared/federation/remote-modules.ts';
import { startApiServer } from './api-server.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * One instance of the site as a fleet runs it: a server process of its own, with a site folder of its own
 * that holds the shell's build and only the remotes' versions deployed with the site (1.0.0), a database
 * and a release cache of its own. Everything else it renders comes from a release store.
 */
export interface FleetInstance {
  origin: string;
  siteRoot: string;
  /** Its live remotes.json when REMOTES_CONFIG is not given: in its data folder, started from the build's. */
  remotesFile: string;
  /** Whether the process started is still the one running (it never restarted or died). */
  running(): boolean;
  /** What it has logged so far, warnings and errors, one line each. */
  logged(): string[];
  close(): Promise<void>;
}

function createInstanceSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-fleet-site-'));
  fs.cpSync(path.join(repoRoot, 'shell', 'dist'), path.join(root, 'shell', 'dist'), { recursive: true });
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  for (const { folder } of REMOTES) {
    fs.mkdirSync(path.join(root, folder, 'dist'), { recursive: true });
    fs.symlinkSync(path.join(repoRoot, folder, 'dist', '1.0.0'), path.join(root, folder, 'dist', '1.0.0'));
  }
  return root;
}

export async function startFleetInstance(port: number, env: Record<string, string>): Promise<FleetInstance> {
  const siteRoot = createInstanceSite();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-fleet-data-'));
  let server;
  try {
    server = await startApiServer(port, {
      ...env,
      SITE_ROOT: siteRoot,
      DATA_DIR: dataDir,
      RELEASE_CACHE_DIR: path.join(dataDir, 'releases'),
      // A release it refuses is logged as a warning (docs/decisions/024): a journey reads that here.
      LOG_LEVEL: 'warn',
    });
  } catch (error) {
    fs.rmSync(siteRoot, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin: server.origin,
    siteRoot,
    remotesFile: path.join(dataDir, 'remotes.json'),
    running: server.running,
    logged: server.logged,
    async close() {
      await server.close();
      fs.rmSync(siteRoot, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
