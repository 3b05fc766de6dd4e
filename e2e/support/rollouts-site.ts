import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, remoteNamed } from '@rental/shared/federation/remote-modules.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const catalogue = remoteNamed('mf_catalogue');

/** A catalogue build whose equipment list throws when it renders, made from the canary's build. */
export const FAULTY_VERSION = '1.1.1-faulty';

/**
 * The built site for the rollout-guard journeys, on a server whose guard runs in seconds: a copy of the
 * shell's build beside the remotes' builds. The catalogue's versions are linked one by one when the
 * journeys start (the canary is built by the global set-up, after the servers start), so a faulty
 * version can sit beside them without touching the repository's builds.
 */
export function createRolloutsSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-rollouts-'));
  fs.cpSync(path.join(repoRoot, 'shell', 'dist'), path.join(root, 'shell', 'dist'), { recursive: true });
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  for (const { folder } of REMOTES.filter((remote) => remote !== catalogue)) {
    fs.mkdirSync(path.join(root, folder));
    fs.symlinkSync(path.join(repoRoot, folder, 'dist'), path.join(root, folder, 'dist'));
  }
  fs.mkdirSync(path.join(root, catalogue.folder, 'dist'), { recursive: true });
  return root;
}

/**
 * The equipment list's heading, `title: filteredBy ? titleOf(filteredBy) : t('equipment.title')`, as the
 * browser's minified build and the server's build write it.
 */
const RENDERS_EQUIPMENT_TITLE = /title:\s*(?:\w+\s*\?\s*\w+\(\w+\)\s*:\s*)?\w+\((["'])equipment\.title\1\)/g;

/**
 * Deploys the catalogue's built versions into the site, and the faulty one: the canary's build stamped
 * with another version of the same length (so its source maps still fit), whose equipment list throws in
 * its render, in the browser and on the server alike.
 */
export function deployRolloutVersions(root: string, canaryVersion: string): void {
  const dist = path.join(root, catalogue.folder, 'dist');
  for (const version of ['1.0.0', canaryVersion]) {
    const target = path.join(dist, version);
    if (!fs.existsSync(target))
      fs.symlinkSync(path.join(repoRoot, catalogue.folder, 'dist', version), target);
  }
  const faulty = path.join(dist, FAULTY_VERSION);
  if (fs.existsSync(faulty)) return;
  if (canaryVersion.length !== FAULTY_VERSION.length) throw new Error('the versions must be as long');
  fs.cpSync(path.join(dist, canaryVersion), faulty, { recursive: true, dereference: true });
  let patched = 0;
  for (const file of fs.readdirSync(faulty, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(faulty, file);
    if (/\.(br|gz)$/.test(file)) {
      // A precompressed copy would be served instead of the patched file.
      fs.rmSync(full);
      continue;
    }
    if (!/\.(js|cjs|json|css|map)$/.test(file)) continue;
    const text = fs.readFileSync(full, 'utf8');
    const next = text.replaceAll(canaryVersion, FAULTY_VERSION).replace(RENDERS_EQUIPMENT_TITLE, () => {
      patched += 1;
      return 'title:(()=>{throw new Error("injected canary fault")})()';
    });
    if (next !== text) fs.writeFileSync(full, next);
  }
  if (patched < 2) throw new Error(`the faulty canary was not made: ${patched} render(s) patched`);
}
