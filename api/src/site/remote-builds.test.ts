import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RemoteAssignment } from '@rental/shared/server-rendering/page-bootstrap.ts';
import { generationBuildsReader, remotesConfigReader } from './remote-builds.ts';

const stable = (folder: string, version = '1.0.0') => ({
  version,
  entry: `/remotes/${folder}/${version}/mf-manifest.json`,
});
const goodConfig = {
  mf_catalogue: { stable: stable('mf-catalogue') },
  mf_cart_quote: { stable: stable('mf-cart-quote') },
  mf_content: { stable: stable('mf-content') },
};

describe('remotes.json as the server follows it', () => {
  let file: string;
  let warnings: string[];
  beforeEach(() => {
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-')), 'remotes.json');
    warnings = [];
  });
  const write = (content: string) => {
    fs.writeFileSync(file, content);
    // A new modification time, as an edit a moment later would have.
    const later = new Date(Date.now() + Math.random() * 100_000);
    fs.utimesSync(file, later, later);
  };

  it('reads each edit, and keeps the last good one when an edit breaks it', () => {
    const read = remotesConfigReader(file, (message) => warnings.push(message));
    write(JSON.stringify(goodConfig));
    expect(read()?.mf_content.stable.version).toBe('1.0.0');
    write('{ "mf_content": ');
    expect(read()?.mf_content.stable.version).toBe('1.0.0');
    write(
      JSON.stringify({
        ...goodConfig,
        mf_content: { stable: { version: '2', entry: 'javascript:alert(1)' } },
      }),
    );
    expect(read()?.mf_content.stable.entry).toBe('/remotes/mf-content/1.0.0/mf-manifest.json');
    expect(warnings).toHaveLength(2);
    write(JSON.stringify({ ...goodConfig, mf_content: { stable: stable('mf-content', '1.2.0') } }));
    expect(read()?.mf_content.stable.version).toBe('1.2.0');
  });

  it('has nothing to give before a good one was ever read', () => {
    const read = remotesConfigReader(file, (message) => warnings.push(message));
    expect(read()).toBeUndefined();
  });
});

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
