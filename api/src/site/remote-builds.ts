import fs from 'node:fs';
import path from 'node:path';
import { isRemotesManifest, type RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';
import type { RemoteAssignment } from '@rental/shared/server-rendering/page-bootstrap.ts';
import type { GenerationBuild } from '@rental/shared/server-rendering/render-protocol.ts';
import { changedFileReader } from '../http/changed-file-reader.ts';

/** A build's `mf-manifest.json`, as far as the server reads it. */
interface BrowserManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** `/remotes/<folder>/<version>/mf-manifest.json`: a build this server has on its own disk. */
const LOCAL_ENTRY = /^\/remotes\/([\w-]+)\/([\w.-]+)\/mf-manifest\.json$/;

/**
 * remotes.json as the shell's build ships it and deploys edit it, followed while the server runs. A file
 * that does not read or does not match the schema is ignored and the last good one stays in force, so a
 * slip in an edit never takes the site down; it is reported once.
 */
export function remotesConfigReader(file: string, warn: (message: string) => void) {
  const read = changedFileReader((text): unknown => JSON.parse(text));
  let lastGood: RemotesManifest | undefined;
  let reported: unknown = Symbol('nothing reported yet');
  return (): RemotesManifest | undefined => {
    const value = read(file);
    if (isRemotesManifest(value)) lastGood = value;
    else if (value !== reported) {
      reported = value;
      warn(`${file} is missing or does not match its schema; the last good one stays in force`);
    }
    return lastGood;
  };
}

/**
 * What a page's render worker runs for each remote (docs/decisions/015): for a build on this disk, its
 * server build (the `ssr/` folder beside the browser build) and the browser files of each exposed module,
 * which the page names so the browser fetches them with the HTML. A build on another origin has no server
 * build here: its regions are rendered by the browser.
 */
export function generationBuildsReader(siteRoot: string) {
  const readManifest = changedFileReader((text) => JSON.parse(text) as BrowserManifest);
  return (assignments: RemoteAssignment[]): GenerationBuild[] =>
    assignments.map(({ remote, version, entry }) => {
      const local = LOCAL_ENTRY.exec(entry);
      const folder = local ? path.join(siteRoot, local[1]!, 'dist', local[2]!) : undefined;
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
      return {
        remote,
        version,
        serverEntry: manifest && serverEntry && fs.existsSync(serverEntry) ? serverEntry : null,
        exposes,
        remoteEntry: base + (remoteEntry?.path ?? '') + (remoteEntry?.name ?? 'remoteEntry.js'),
      };
    });
}
