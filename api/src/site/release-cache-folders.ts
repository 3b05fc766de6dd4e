import fs from 'node:fs';
import path from 'node:path';
import { remoteNamed, REMOTES, type RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type { RemoteBuild } from '@rental/shared/federation/remotes-manifest.ts';
import { isSha384 } from '@rental/shared/releases/digest-format.ts';
import { ReleaseRefused } from '@rental/shared/releases/release-envelope.ts';
import { isReleaseVersion } from '@rental/shared/releases/release-manifest.ts';

/** `<version>-<first 24 hex digits of the release.json digest>`: the only names the cache writes. */
const RELEASE_FOLDER_NAME = /^[\w][\w.-]{0,63}-[0-9a-f]{24}$/;

/** The release cache's folder (RELEASE_CACHE_DIR): where each release goes, and which folders are its own. */
export class ReleaseCacheFolders {
  constructor(private readonly dir: string) {}

  /**
   * A release's folder, made of checked parts only and resolved inside the cache before any file-system
   * call is made with it: a version or digest from remotes.json never names a path of its own choosing.
   */
  folderOf(remote: RemoteName, build: RemoteBuild): string {
    const { version, release } = build;
    if (!isReleaseVersion(version)) throw new ReleaseRefused(`its version is not a release version`);
    if (!release || !isSha384(release.digest)) throw new ReleaseRefused('it pins no SHA-384 of a release');
    const digest = Buffer.from(release.digest.slice('sha384-'.length), 'base64').toString('hex');
    return this.inside(remoteNamed(remote).folder, `${version}-${digest.slice(0, 24)}`);
  }

  /** A path inside the cache; refused when its parts would lead out of it. */
  inside(...parts: string[]): string {
    const root = path.resolve(this.dir);
    const resolved = path.resolve(root, ...parts);
    if (!resolved.startsWith(root + path.sep))
      throw new ReleaseRefused(`${resolved} is outside the release cache`);
    return resolved;
  }

  /**
   * Whether `folder` is one the cache writes: a real folder (not a link) directly inside a remote's folder
   * of the cache, named as the cache names releases. Only such a folder is ever deleted.
   */
  isOwnRelease(folder: string): boolean {
    const parent = path.dirname(folder);
    return (
      REMOTES.some((remote) => parent === path.join(path.resolve(this.dir), remote.folder)) &&
      RELEASE_FOLDER_NAME.test(path.basename(folder)) &&
      Boolean(fs.lstatSync(folder, { throwIfNoEntry: false })?.isDirectory())
    );
  }

  /** Keeps the most recently fetched releases of a remote, the one just fetched always among them. */
  prune(remoteFolder: string, keep: string, keepPerRemote: number): void {
    const parent = this.inside(remoteFolder);
    const releases = fs
      .readdirSync(parent)
      .map((name) => path.join(parent, name))
      .filter((folder) => folder !== keep && this.isOwnRelease(folder))
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
    for (const folder of releases.slice(keepPerRemote - 1))
      fs.rmSync(folder, { recursive: true, force: true });
  }
}
