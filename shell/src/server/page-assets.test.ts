import { describe, expect, it } from 'vitest';
import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';
import type { BrowserBuild, GenerationData } from '@rental/shared/seams/render-protocol.ts';
import { pageAssets } from './page-assets.ts';

/** A catalogue build at `base`, every file of which has a digest named after it. */
function catalogueBuild(base: string, version: string): BrowserBuild {
  const files = ['mf-manifest.json', 'remoteEntry.js', 'list.js', 'list.css', 'detail.js'];
  return {
    remote: 'mf_catalogue',
    version,
    exposes: {
      './equipment-list': { scripts: [`${base}list.js`], styles: [`${base}list.css`] },
      './equipment-detail': { scripts: [`${base}detail.js`], styles: [] },
    },
    remoteEntry: `${base}remoteEntry.js`,
    integrity: Object.fromEntries(files.map((file) => [base + file, `sha384-${version}-${file}`])),
  };
}

const CANARY = 'https://releases.example/mf-catalogue/1.1.0/';
const STABLE = '/remotes/mf-catalogue/1.0.0/';

const generation = (build: BrowserBuild): GenerationData => ({
  builds: [{ ...build, serverEntry: null }],
  shell: { styles: ['/main.css'], scripts: ['/main.js'], preloads: [] },
  renderBudgetMs: 1000,
});

const canaryVisitor: RemoteAssignment = {
  remote: 'mf_catalogue',
  channel: 'canary',
  version: '1.1.0',
  entry: `${CANARY}mf-manifest.json`,
  rolloutId: 'r1',
  stable: { version: '1.0.0', entry: `${STABLE}mf-manifest.json` },
};

describe("a page's assets", () => {
  it('pins the build the page was rendered with: its manifest, entry, and the page module’s scripts and stylesheets', () => {
    const stableVisitor: RemoteAssignment = {
      ...canaryVisitor,
      channel: 'stable',
      version: '1.0.0',
      entry: `${STABLE}mf-manifest.json`,
    };
    const assets = pageAssets(
      generation(catalogueBuild(STABLE, '1.0.0')),
      { remotes: [stableVisitor], fallbacks: [] },
      ['mf_catalogue/equipment-list'],
    );
    expect(assets).toEqual({
      styles: ['/main.css', `${STABLE}list.css`],
      scripts: ['/main.js'],
      preloads: [`${STABLE}remoteEntry.js`, `${STABLE}list.js`],
      integrity: {
        [`${STABLE}mf-manifest.json`]: 'sha384-1.0.0-mf-manifest.json',
        [`${STABLE}remoteEntry.js`]: 'sha384-1.0.0-remoteEntry.js',
        [`${STABLE}list.js`]: 'sha384-1.0.0-list.js',
        [`${STABLE}list.css`]: 'sha384-1.0.0-list.css',
      },
    });
  });

  it('pins the stable a canary falls back to as well, without linking or preloading any of it', () => {
    const assets = pageAssets(
      generation(catalogueBuild(CANARY, '1.1.0')),
      { remotes: [canaryVisitor], fallbacks: [catalogueBuild(STABLE, '1.0.0')] },
      ['mf_catalogue/equipment-list'],
    );
    expect(assets.styles).toEqual(['/main.css', `${CANARY}list.css`]);
    expect(assets.preloads).toEqual([`${CANARY}remoteEntry.js`, `${CANARY}list.js`]);
    expect(assets.integrity).toEqual({
      [`${CANARY}mf-manifest.json`]: 'sha384-1.1.0-mf-manifest.json',
      [`${CANARY}remoteEntry.js`]: 'sha384-1.1.0-remoteEntry.js',
      [`${CANARY}list.js`]: 'sha384-1.1.0-list.js',
      [`${CANARY}list.css`]: 'sha384-1.1.0-list.css',
      [`${STABLE}mf-manifest.json`]: 'sha384-1.0.0-mf-manifest.json',
      [`${STABLE}remoteEntry.js`]: 'sha384-1.0.0-remoteEntry.js',
      [`${STABLE}list.js`]: 'sha384-1.0.0-list.js',
      [`${STABLE}list.css`]: 'sha384-1.0.0-list.css',
    });
  });

  it('gives no digest for a stable the server could not vouch for, which the browser then never runs', () => {
    const assets = pageAssets(
      generation(catalogueBuild(CANARY, '1.1.0')),
      { remotes: [canaryVisitor], fallbacks: [] },
      ['mf_catalogue/equipment-list'],
    );
    expect(Object.keys(assets.integrity ?? {}).filter((url) => url.startsWith(STABLE))).toEqual([]);
  });
});
