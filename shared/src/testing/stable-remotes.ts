import { REMOTES } from '../federation/remote-modules.ts';
import type { RemotesManifest } from '../federation/remotes-manifest.ts';

/** A remote's channels with only a stable build, deployed where `npm start` serves it. */
export const stableOnly = (folder: string, version = '1.0.0') => ({
  stable: { version, entry: `/remotes/${folder}/${version}/mf-manifest.json` },
});

/** remotes.json with every remote on stable 1.0.0 and no canary. */
export const allStableRemotes = (): RemotesManifest =>
  Object.fromEntries(REMOTES.map(({ name, folder }) => [name, stableOnly(folder)])) as RemotesManifest;
