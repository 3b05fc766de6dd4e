import fs from 'node:fs';
import path from 'node:path';
import type { BuildManifest } from '@rental/shared/federation/build-manifest.ts';
import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';
import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type { ReleaseManifest } from '@rental/shared/releases/release-manifest.ts';
import type { BrowserBuild, GenerationBuild } from '@rental/shared/seams/render-protocol.ts';
import { sha384Of } from '@rental/shared/releases/release-digest.ts';
import { changedFileReader } from '../http/changed-file-reader.ts';

/** `/remotes/<folder>/<version>/mf-manifest.json`: a build this server has on its own disk. */
const LOCAL_ENTRY = /^\/remotes\/([\w-]+)\/([\w.-]+)\/mf-manifest\.json$/;

const entryScript = (manifest: BuildManifest | undefined) =>
  (manifest?.metaData?.remoteEntry?.path ?? '') + (manifest?.metaData?.remoteEntry?.name ?? 'remoteEntry.js');

/**
 * The files of a browser build that the browser's federation runtime fetches or adds itself: the manifest,
 * the entry script and each exposed module's scripts and stylesheets. Every other file is loaded by the
 * entry script, which carries the SHA-384 of each (docs/decisions/024).
 */
function runtimeFiles(manifest: BuildManifest): string[] {
  const files = new Set(['mf-manifest.json', entryScript(manifest)]);
  for (const expose of manifest.exposes ?? [])
    for (const file of [...(expose.assets?.js?.sync ?? []), ...(expose.assets?.css?.sync ?? [])])
      files.add(file);
  return [...files];
}

/** A build's copy this server reads: its version folder, and for a published release its verified files. */
interface ReadableBuild {
  folder: string;
  release?: ReleaseManifest['files'];
}

/**
 * The remotes' builds a page is rendered with (docs/decisions/015), read from this disk: for a build
 * deployed with the site, its version folder; for a published release, its verified copy in the release
 * cache, its browser files named at its store. Each build's browser files carry the SHA-384 the browser
 * checks them by (docs/decisions/024): a release's from its `release.json`, a deployed build's hashed from
 * its files once per manifest. A build this server has no copy of has no server build and no digests.
 */
export function remoteBuildsReader(
  siteRoot: string,
  /** The verified copy of a published release on this instance, with its files (docs/decisions/024). */
  verifiedRelease: (
    remote: RemoteName,
    entry: string,
  ) => { folder: string; files: ReleaseManifest['files'] } | undefined = () => undefined,
) {
  const readManifest = changedFileReader((text) => JSON.parse(text) as BuildManifest);
  // Hashed once per manifest read: a version folder is rebuilt only with its manifest.
  const hashedFromDisk = new WeakMap<BuildManifest, Record<string, string>>();
  const localDigests = (folder: string, manifest: BuildManifest) => {
    let known = hashedFromDisk.get(manifest);
    if (!known) {
      known = {};
      for (const file of runtimeFiles(manifest)) {
        // A file the manifest names but the folder lacks fails to load anyway; it gets no hash.
        const onDisk = path.join(folder, file);
        if (fs.existsSync(onDisk)) known[file] = sha384Of(fs.readFileSync(onDisk));
      }
      hashedFromDisk.set(manifest, known);
    }
    return known;
  };
  const copyOf = (remote: RemoteName, entry: string): ReadableBuild | undefined => {
    const local = LOCAL_ENTRY.exec(entry);
    if (local) return { folder: path.join(siteRoot, local[1]!, 'dist', local[2]!) };
    const release = verifiedRelease(remote, entry);
    return release && { folder: release.folder, release: release.files };
  };

  const digestsOf = (copy: ReadableBuild, manifest: BuildManifest): Record<string, string> => {
    if (!copy.release) return localDigests(copy.folder, manifest);
    const listed = copy.release;
    return Object.fromEntries(
      runtimeFiles(manifest).flatMap((file) => (listed[file] ? [[file, listed[file].sha384]] : [])),
    );
  };

  const read = (remote: RemoteName, version: string, entry: string) => {
    const copy = copyOf(remote, entry);
    const manifest = copy ? readManifest(path.join(copy.folder, 'mf-manifest.json')) : undefined;
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const digests = copy && manifest ? digestsOf(copy, manifest) : {};
    const build: BrowserBuild = {
      remote,
      version,
      exposes: Object.fromEntries(
        (manifest?.exposes ?? []).map((expose) => [
          expose.path,
          {
            scripts: (expose.assets?.js?.sync ?? []).map((file) => base + file),
            styles: (expose.assets?.css?.sync ?? []).map((file) => base + file),
          },
        ]),
      ),
      remoteEntry: base + entryScript(manifest),
      integrity: Object.fromEntries(Object.entries(digests).map(([file, digest]) => [base + file, digest])),
    };
    return { build, copy: manifest && copy };
  };

  return {
    /**
     * What a page's render worker runs for each remote: a build whose server build (the `ssr/` folder
     * beside the browser build) is not here leaves its regions to the browser.
     */
    forGeneration: (assignments: RemoteAssignment[]): GenerationBuild[] =>
      assignments.map(({ remote, version, entry }) => {
        const { build, copy } = read(remote, version, entry);
        const serverEntry = copy && path.join(copy.folder, 'ssr', 'server-entry.cjs');
        return { ...build, serverEntry: serverEntry && fs.existsSync(serverEntry) ? serverEntry : null };
      }),
    /**
     * The stable build each canary of the page falls back to in the browser, browser files only: the page
     * pins it as it pins the canary, and no worker loads its server code for the page. A stable this
     * server has no copy of cannot be vouched for: it is left out, and the browser does not fall back.
     */
    fallbacksOf: (assignments: RemoteAssignment[]): BrowserBuild[] =>
      assignments.flatMap(({ remote, channel, stable }) => {
        if (channel !== 'canary') return [];
        const { build, copy } = read(remote, stable.version, stable.entry);
        return copy ? [build] : [];
      }),
  };
}
