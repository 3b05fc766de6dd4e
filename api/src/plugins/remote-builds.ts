import path from 'node:path';
import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import { isRemotesManifest, type RemoteChannels } from '@rental/shared/federation/remotes-manifest.ts';
import { changedFileReader } from '../http/changed-file-reader.ts';

/**
 * The builds of the remotes as the site serves them (issue 8): what remotes.json ships on the stable
 * channel, and that build's files on this disk. remotes.json is edited in place to ship a remote, and a
 * build's files change with a rebuild, so both are read again when they change.
 */
export function remoteBuildsReader(siteRoot: string, shellDist: string) {
  const readJson = changedFileReader((text): unknown => JSON.parse(text));
  return {
    /**
     * The channels of a remote; undefined while a canary is rolling out, since the visitor's build is
     * then only known in the browser and a wrong guess would serve one build's files for another.
     */
    stableChannels(remote: RemoteName): RemoteChannels | undefined {
      const remotes = readJson(path.join(shellDist, 'remotes.json'));
      if (!isRemotesManifest(remotes)) return undefined;
      const channels = remotes[remote];
      return channels.canary && channels.canary.percent > 0 ? undefined : channels;
    },
    /** A file of the build a manifest address names, parsed; undefined when that build is not on this disk. */
    buildJson(manifestEntry: string, file: string): unknown {
      const match = /^\/remotes\/([\w-]+)\/([\w.-]+)\/mf-manifest\.json$/.exec(manifestEntry);
      return match ? readJson(path.join(siteRoot, match[1] ?? '', 'dist', match[2] ?? '', file)) : undefined;
    },
  };
}

export type RemoteBuilds = ReturnType<typeof remoteBuildsReader>;
