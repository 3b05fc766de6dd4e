import type { KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BuildManifest } from '../federation/build-manifest.ts';
import type { RemoteDescription } from '../federation/remote-modules.ts';
import { sha384Of } from './release-digest.ts';
import { signRelease } from './release-envelope.ts';
import type { ReleaseFile, ReleaseManifest } from './release-manifest.ts';
import type { ReleaseStore } from './stores/release-store.ts';

/** Files uploaded at once: enough to fill a link, few enough for any store's rate limits. */
const UPLOADS_AT_ONCE = 8;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.html': 'text/html; charset=utf-8',
};
const contentType = (file: string) => CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';

/** A publication the store refuses; the message says why. */
export class PublishRefused extends Error {
  override name = 'PublishRefused';
}

/** Every file under `folder`, as `/`-separated paths relative to it. */
function filesUnder(folder: string): string[] {
  return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map(work));
}

export interface PublishedRelease {
  /** The SHA-384 of `release.json`, which a rollout pins. */
  digest: string;
  files: number;
  bytes: number;
}

/**
 * Publishes one built version of a remote to a release store (docs/decisions/024): every file of its
 * browser build and of its server build (`ssr/`), then `release.json` listing each with its size and
 * SHA-384, signed with the team's key. `release.json` goes last and only if absent: until it is there the
 * version does not exist, and once it is, nothing changes it. A file already in the store from an
 * interrupted publication is kept if it is the same bytes, and refused if not.
 */
export async function publishRelease(options: {
  remote: RemoteDescription;
  version: string;
  buildFolder: string;
  store: ReleaseStore;
  signingKey: { privateKey: KeyObject; publicKey: KeyObject };
  /** The installed versions of the shared libraries the build was made with. */
  sharedVersions: Record<string, string>;
  now: Date;
}): Promise<PublishedRelease> {
  const { remote, version, buildFolder, store } = options;
  const prefix = `${remote.folder}/${version}`;
  if (await store.read(`${prefix}/release.json`, { maxBytes: 1 << 20 }))
    throw new PublishRefused(
      `${remote.folder}@${version} is already published in ${store.location}: releases are immutable; build a new version instead`,
    );
  const listed = new Map<string, ReleaseFile>();
  const contents = new Map<string, Buffer>();
  for (const file of filesUnder(buildFolder)) {
    const bytes = fs.readFileSync(path.join(buildFolder, file));
    listed.set(file, { size: bytes.length, sha384: sha384Of(bytes) });
    contents.set(file, bytes);
  }
  const buildManifest = JSON.parse(contents.get('mf-manifest.json')?.toString() ?? '{}') as BuildManifest;
  const installed = options.sharedVersions;
  // Names from the build (its files, its manifest's libraries) become keys only as own entries: a file
  // called `__proto__` assigned into an object would change its prototype instead of being listed.
  const manifest: ReleaseManifest = {
    format: 1,
    remote: remote.name,
    version,
    publishedAt: options.now.toISOString(),
    sharedVersions: Object.fromEntries(
      (buildManifest.shared ?? []).flatMap(({ name }) => {
        const installedVersion = Object.hasOwn(installed, name) ? installed[name] : undefined;
        return installedVersion ? [[name, installedVersion]] : [];
      }),
    ),
    files: Object.fromEntries(listed),
  };
  await inBatches([...contents.keys()], UPLOADS_AT_ONCE, async (file) => {
    const bytes = contents.get(file)!;
    if ((await store.writeNew(`${prefix}/${file}`, bytes, contentType(file))) === 'written') return;
    const there = await store.read(`${prefix}/${file}`, { maxBytes: bytes.length });
    if (!there || sha384Of(there) !== listed.get(file)!.sha384)
      throw new PublishRefused(
        `${store.location} already holds another ${prefix}/${file}: releases are immutable`,
      );
  });
  const release = signRelease(manifest, options.signingKey.privateKey, options.signingKey.publicKey);
  if ((await store.writeNew(`${prefix}/release.json`, Buffer.from(release), 'application/json')) === 'exists')
    throw new PublishRefused(
      `${remote.folder}@${version} was published by someone else meanwhile: releases are immutable`,
    );
  return {
    digest: sha384Of(release),
    files: contents.size,
    bytes: [...contents.values()].reduce((sum, bytes) => sum + bytes.length, 0),
  };
}
