import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, remoteNamed } from '@rental/shared/federation/remote-modules.ts';
import { CANARY_VERSION } from './global-setup.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The built site in a folder of its own, for journeys that edit its remotes.json as a team shipping a
 * remote or an operator would: a copy of the shell's build (the remotes.json its server starts from) beside the remotes'
 * builds and the operators' console, which are linked, so the other journeys' site never changes under
 * them. Returns the copy's folder.
 */
export function copyBuiltSite(prefix: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(path.join(repoRoot, 'shell', 'dist'), path.join(root, 'shell', 'dist'), { recursive: true });
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  for (const folder of [...REMOTES.map((remote) => remote.folder), 'ops']) {
    fs.mkdirSync(path.join(root, folder));
    fs.symlinkSync(path.join(repoRoot, folder, 'dist'), path.join(root, folder, 'dist'));
  }
  return root;
}

const catalogue = remoteNamed('mf_catalogue');

/**
 * The delivery journeys' site. The catalogue's versions are linked one by one, the canary's before the
 * global set-up builds it, so a journey can deploy a version of its own beside them without touching the
 * repository's builds.
 */
export function createDeliverySite(): string {
  const root = copyBuiltSite('rental-delivery-');
  const dist = path.join(root, catalogue.folder, 'dist');
  const built = path.join(repoRoot, catalogue.folder, 'dist');
  fs.rmSync(dist);
  fs.mkdirSync(dist);
  for (const version of new Set([...fs.readdirSync(built), CANARY_VERSION]))
    fs.symlinkSync(path.join(built, version), path.join(dist, version));
  return root;
}

/**
 * Deploys the catalogue's stable build to the delivery site again as `version`, its browser build alone,
 * as a deploy that lost its server build (`ssr/`) would leave it. Returns its entry for remotes.json.
 */
export function deployWithoutServerBuild(version: string): string {
  const target = path.join(process.env.E2E_DELIVERY_ROOT ?? '', catalogue.folder, 'dist', version);
  if (!fs.existsSync(target)) {
    fs.cpSync(path.join(repoRoot, catalogue.folder, 'dist', '1.0.0'), target, {
      recursive: true,
      dereference: true,
    });
    fs.rmSync(path.join(target, 'ssr'), { recursive: true });
  }
  return `/remotes/${catalogue.folder}/${version}/mf-manifest.json`;
}

/** The delivery server's live remotes.json: in its data folder, where a server keeps it by default. */
const deliveryRemotesFile = () => path.join(process.env.E2E_DELIVERY_DATA_DIR ?? '', 'remotes.json');

/** Writes the delivery site's remotes.json, with a new modification time the server notices at once. */
export function writeDeliveryRemotes(content: string): void {
  const file = deliveryRemotesFile();
  fs.writeFileSync(file, content);
  const later = new Date(Date.now() + Math.random() * 1000);
  fs.utimesSync(file, later, later);
}

export const removeDeliveryRemotes = (): void => fs.rmSync(deliveryRemotesFile(), { force: true });
