import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES } from '../federation/remote-modules.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Each app's browser builds: the shell's, and every version of each remote, without their server builds. */
function browserBuilds(): { app: string; folder: string }[] {
  const remoteBuilds = REMOTES.flatMap(({ folder }) => {
    const dist = path.join(repoRoot, folder, 'dist');
    if (!fs.existsSync(dist)) return [];
    return fs.readdirSync(dist).map((version) => ({ app: folder, folder: path.join(dist, version) }));
  });
  const shellBuild = path.join(repoRoot, 'shell', 'dist');
  return [...(fs.existsSync(shellBuild) ? [{ app: 'shell', folder: shellBuild }] : []), ...remoteBuilds];
}

/** The source files each script of a build was made from, as its source map names them. */
function scriptSources(folder: string): { script: string; sources: string[] }[] {
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.js.map'))
    .map((name) => ({
      script: path.relative(repoRoot, path.join(folder, name.replace(/\.map$/, ''))),
      sources: (JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as { sources: string[] })
        .sources,
    }));
}

describe('the browser builds (docs/decisions/019)', () => {
  it('carry no schema library: the browser validates nothing with it, and building schemas costs start-up time', () => {
    const builds = browserBuilds();
    const apps = new Set(builds.map(({ app }) => app));
    expect([...apps].sort(), 'every app is built (npm run build) before this check').toEqual(
      ['shell', ...REMOTES.map(({ folder }) => folder)].sort(),
    );
    const withSchemas = builds
      .flatMap(({ folder }) => scriptSources(folder))
      .filter(({ sources }) => sources.some((source) => source.includes('/node_modules/typebox/')))
      .map(({ script }) => script);
    expect(withSchemas).toEqual([]);
  });
});
