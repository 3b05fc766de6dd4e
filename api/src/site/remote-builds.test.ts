import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';
import { sha384Of } from '@rental/shared/releases/release-digest.ts';
import { remoteBuildsReader } from './remote-builds.ts';

const MANIFEST = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './home', assets: { js: { sync: ['a.js', 'home.js'] }, css: { sync: ['home.css'] } } },
    { path: './about', assets: { js: { sync: ['a.js', 'about.js'] }, css: { sync: [] } } },
  ],
});
/** What the federation runtime fetches or adds itself, beside the manifest: the rest the entry checks. */
const RUNTIME_FILES = ['remoteEntry.js', 'a.js', 'home.js', 'home.css', 'about.js'];
const RELEASE_BASE = 'https://releases.example/mf-content/2.0.0/';

describe('the builds a page is rendered with', () => {
  let root: string;
  let releaseFolder: string;
  const local = (version: string) => path.join(root, 'mf-content', 'dist', version);
  const releaseFiles = Object.fromEntries(
    ['mf-manifest.json', ...RUNTIME_FILES, 'lazy-chunk.js', 'ssr/server-entry.cjs'].map((file) => [
      file,
      { size: 1, sha384: sha384Of(`released ${file}`) },
    ]),
  );
  const reader = () =>
    remoteBuildsReader(root, (remote, entry) =>
      remote === 'mf_content' && entry === `${RELEASE_BASE}mf-manifest.json`
        ? { folder: releaseFolder, files: releaseFiles }
        : undefined,
    );

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
    fs.mkdirSync(path.join(local('1.0.0'), 'ssr'), { recursive: true });
    fs.writeFileSync(path.join(local('1.0.0'), 'ssr', 'server-entry.cjs'), '');
    fs.writeFileSync(path.join(local('1.0.0'), 'mf-manifest.json'), MANIFEST);
    for (const file of RUNTIME_FILES) fs.writeFileSync(path.join(local('1.0.0'), file), `on disk ${file}`);
    releaseFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
    fs.writeFileSync(path.join(releaseFolder, 'mf-manifest.json'), MANIFEST);
  });

  const assignment = (entry: string, stableEntry = entry): RemoteAssignment => ({
    remote: 'mf_content',
    channel: entry === stableEntry ? 'stable' : 'canary',
    version: '1.0.0',
    entry,
    stable: { version: '1.0.0', entry: stableEntry },
  });

  it('runs a build on this disk from its server build, its browser files checked by their hashes on disk', () => {
    const [build] = reader().forGeneration([assignment('/remotes/mf-content/1.0.0/mf-manifest.json')]);
    const base = '/remotes/mf-content/1.0.0/';
    expect(build).toEqual({
      remote: 'mf_content',
      version: '1.0.0',
      serverEntry: path.join(local('1.0.0'), 'ssr', 'server-entry.cjs'),
      exposes: {
        './home': { scripts: [`${base}a.js`, `${base}home.js`], styles: [`${base}home.css`] },
        './about': { scripts: [`${base}a.js`, `${base}about.js`], styles: [] },
      },
      remoteEntry: `${base}remoteEntry.js`,
      integrity: {
        [`${base}mf-manifest.json`]: sha384Of(MANIFEST),
        ...Object.fromEntries(RUNTIME_FILES.map((file) => [base + file, sha384Of(`on disk ${file}`)])),
      },
    });
  });

  it('gives a file the manifest names but the folder lacks no hash, so the browser never loads it', () => {
    fs.rmSync(path.join(local('1.0.0'), 'about.js'));
    const [build] = reader().forGeneration([assignment('/remotes/mf-content/1.0.0/mf-manifest.json')]);
    expect(build?.integrity).not.toHaveProperty('/remotes/mf-content/1.0.0/about.js');
    expect(build?.integrity).toHaveProperty('/remotes/mf-content/1.0.0/home.js');
  });

  it('checks a published release by its release.json, for the files the runtime fetches itself', () => {
    const [build] = reader().forGeneration([assignment(`${RELEASE_BASE}mf-manifest.json`)]);
    expect(build?.remoteEntry).toBe(`${RELEASE_BASE}remoteEntry.js`);
    expect(build?.integrity).toEqual(
      Object.fromEntries(
        ['mf-manifest.json', ...RUNTIME_FILES].map((file) => [
          RELEASE_BASE + file,
          releaseFiles[file]?.sha384,
        ]),
      ),
    );
  });

  it('leaves to the browser a build on another origin, or one that is not on this disk', () => {
    for (const entry of [
      'https://cdn.example.com/mf-content/1.0.0/mf-manifest.json',
      '/remotes/mf-content/9.9.9/mf-manifest.json',
      '/remotes/../../etc/mf-manifest.json',
    ])
      expect(reader().forGeneration([assignment(entry)])[0]).toMatchObject({
        serverEntry: null,
        integrity: {},
      });
  });

  describe('the stable a canary falls back to in the browser', () => {
    it('is pinned with its browser files alone, from its release or from this disk', () => {
      const builds = reader();
      const [fromDisk] = builds.fallbacksOf([
        assignment(`${RELEASE_BASE}mf-manifest.json`, '/remotes/mf-content/1.0.0/mf-manifest.json'),
      ]);
      const [rendered] = builds.forGeneration([assignment('/remotes/mf-content/1.0.0/mf-manifest.json')]);
      const { serverEntry, ...browserFiles } = rendered!;
      expect(serverEntry).not.toBeNull();
      expect(fromDisk).toEqual(browserFiles);
      const [released] = builds.fallbacksOf([
        assignment('/remotes/mf-content/1.0.0/mf-manifest.json', `${RELEASE_BASE}mf-manifest.json`),
      ]);
      expect(released).not.toHaveProperty('serverEntry');
      expect(released?.integrity[`${RELEASE_BASE}remoteEntry.js`]).toBe(
        releaseFiles['remoteEntry.js']?.sha384,
      );
    });

    it('is left out when this server cannot vouch for it, and for a page rendered with stable', () => {
      const builds = reader();
      expect(
        builds.fallbacksOf([
          assignment(
            `${RELEASE_BASE}mf-manifest.json`,
            'https://releases.example/mf-content/1.5.0/mf-manifest.json',
          ),
          assignment(`${RELEASE_BASE}mf-manifest.json`, '/remotes/mf-content/9.9.9/mf-manifest.json'),
        ]),
      ).toEqual([]);
      expect(builds.fallbacksOf([assignment('/remotes/mf-content/1.0.0/mf-manifest.json')])).toEqual([]);
    });
  });
});
