import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';
import { generationBuildsReader } from './remote-builds.ts';

describe('the builds a generation runs', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
    const version = path.join(root, 'mf-content', 'dist', '1.0.0');
    fs.mkdirSync(path.join(version, 'ssr'), { recursive: true });
    fs.writeFileSync(path.join(version, 'ssr', 'server-entry.cjs'), '');
    fs.writeFileSync(
      path.join(version, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          { path: './home', assets: { js: { sync: ['a.js', 'home.js'] }, css: { sync: ['home.css'] } } },
        ],
      }),
    );
  });
  const assignment = (entry: string): RemoteAssignment => ({
    remote: 'mf_content',
    channel: 'stable',
    version: '1.0.0',
    entry,
    stable: { version: '1.0.0', entry },
  });

  it('runs a build on this disk from its server build, and names its browser files by address', () => {
    const [build] = generationBuildsReader(root)([assignment('/remotes/mf-content/1.0.0/mf-manifest.json')]);
    expect(build).toEqual({
      remote: 'mf_content',
      version: '1.0.0',
      serverEntry: path.join(root, 'mf-content', 'dist', '1.0.0', 'ssr', 'server-entry.cjs'),
      exposes: {
        './home': {
          scripts: ['/remotes/mf-content/1.0.0/a.js', '/remotes/mf-content/1.0.0/home.js'],
          styles: ['/remotes/mf-content/1.0.0/home.css'],
        },
      },
      remoteEntry: '/remotes/mf-content/1.0.0/remoteEntry.js',
      integrity: {},
    });
  });

  it('leaves to the browser a build on another origin, or one that is not on this disk', () => {
    const read = generationBuildsReader(root);
    for (const entry of [
      'https://cdn.example.com/mf-content/1.0.0/mf-manifest.json',
      '/remotes/mf-content/9.9.9/mf-manifest.json',
      '/remotes/../../etc/mf-manifest.json',
    ])
      expect(read([assignment(entry)])[0]?.serverEntry).toBeNull();
  });
});
