import fs from 'node:fs';
import path from 'node:path';
import type { BuildManifest } from '@rental/shared/federation/build-manifest.ts';
import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';
import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type { ReleaseManifest } from '@rental/shared/releases/release-manifest.ts';
import type { GenerationBuild } from '@rental/shared/seams/render-protocol.ts';
import { sha384Of } from '@rental/shared/releases/release-digest.ts';
import { changedFileReader } from '../http/changed-file-reader.ts';

/** `/remotes/<folder>/<version>/mf-manifest.json`: a build this server has on its own disk. */
const LOCAL_ENTRY = /^\/remotes\/([\w-]+)\/([\w.-]+)\/mf-manifest\.json$/;

/**
 * What a page's render worker runs for each remote (docs/decisions/015): for a build on this disk, its
 * server build (the `ssr/` folder beside the browser build) and the browser files of each exposed module,
 * which the page names so the browser fetches them with the HTML. A published release runs from its
 * verified copy in the release cache, its browser files named at its store. A build whose server build
 * is not here leaves its regions to the browser.
 */
export function generationBuildsReader(
  siteRoot: string,
  /** The verified copy of a published release on this instance, with its files (docs/decisions/024). */
  verifiedRelease: (
    remote: RemoteName,
    entry: string,
  ) => { folder: string; files: ReleaseManifest['files'] } | undefined = () => undefined,
) {
  const readManifest = changedFileReader((text) => JSON.parse(text) as BuildManifest);
  // Hashed once per manifest read: a version folder is rebuilt only with its manifest.
  const localIntegrity = new WeakMap<BuildManifest, Record<string, string>>();
  const scriptsIntegrity = (folder: string, manifest: BuildManifest, base: string) => {
    let known = localIntegrity.get(manifest);
    if (!known) {
      known = {};
      for (const expose of manifest.exposes ?? [])
        for (const file of expose.assets?.js?.sync ?? []) {
          // A file the manifest names but the folder lacks fails to load anyway; it gets no hash.
          const onDisk = path.join(folder, file);
          if (fs.existsSync(onDisk)) known[base + file] = sha384Of(fs.readFileSync(onDisk));
        }
      localIntegrity.set(manifest, known);
    }
    return known;
  };
  return (assignments: RemoteAssignment[]): GenerationBuild[] =>
    assignments.map(({ remote, version, entry }) => {
      const local = LOCAL_ENTRY.exec(entry);
      const release = local ? undefined : verifiedRelease(remote, entry);
      const folder = local ? path.join(siteRoot, local[1]!, 'dist', local[2]!) : release?.folder;
      const manifest = folder ? readManifest(path.join(folder, 'mf-manifest.json')) : undefined;
      const serverEntry = folder && path.join(folder, 'ssr', 'server-entry.cjs');
      const base = entry.slice(0, entry.lastIndexOf('/') + 1);
      const exposes = Object.fromEntries(
        (manifest?.exposes ?? []).map((expose) => [
          expose.path,
          {
            scripts: (expose.assets?.js?.sync ?? []).map((file) => base + file),
            styles: (expose.assets?.css?.sync ?? []).map((file) => base + file),
          },
        ]),
      );
      const remoteEntry = manifest?.metaData?.remoteEntry;
      const integrity = release
        ? Object.fromEntries(Object.entries(release.files).map(([file, { sha384 }]) => [base + file, sha384]))
        : folder && manifest
          ? scriptsIntegrity(folder, manifest, base)
          : {};
      return {
        remote,
        version,
        serverEntry: manifest && serverEntry && fs.existsSync(serverEntry) ? serverEntry : null,
        exposes,
        remoteEntry: base + (remoteEntry?.path ?? '') + (remoteEntry?.name ?? 'remoteEntry.js'),
        integrity,
      };
    });
}
