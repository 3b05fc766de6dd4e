import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageResponder } from './site.ts';

/** A built site in miniature: the shell's index.html and remotes.json, and the content remote's manifest. */
function writeSite(root: string, canaryPercent: number) {
  const shellDist = path.join(root, 'shell', 'dist');
  const contentDist = path.join(root, 'mf-content', 'dist', '1.0.0');
  fs.mkdirSync(shellDist, { recursive: true });
  fs.mkdirSync(contentDist, { recursive: true });
  fs.writeFileSync(
    path.join(shellDist, 'index.html'),
    '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>',
  );
  const stable = (folder: string) => ({
    version: '1.0.0',
    entry: `/remotes/${folder}/1.0.0/mf-manifest.json`,
  });
  fs.writeFileSync(
    path.join(shellDist, 'remotes.json'),
    JSON.stringify({
      mf_catalogue: { stable: stable('mf-catalogue') },
      mf_cart_quote: { stable: stable('mf-cart-quote') },
      mf_content: {
        stable: stable('mf-content'),
        ...(canaryPercent > 0
          ? {
              canary: {
                version: '1.1.0',
                entry: '/remotes/mf-content/1.1.0/mf-manifest.json',
                percent: canaryPercent,
              },
            }
          : {}),
      },
    }),
  );
  fs.writeFileSync(
    path.join(contentDist, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          name: 'home',
          assets: { js: { sync: ['home.1234abcd.js'] }, css: { sync: ['home.1234abcd.css'] } },
        },
      ],
    }),
  );
}

describe('page answers', () => {
  let root: string;
  const app = Fastify();

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-site-'));
    writeSite(root, 0);
    app.get('/*', pageResponder(root));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;

  it('draws the home page first screen before the app: the hero picture, with the still for reduced motion', async () => {
    const html = await page('/');
    const firstScreen = /<div id="first-screen"[^]*?<\/div><\/div><div id="root">/.exec(html)?.[0];
    expect(firstScreen).toContain('aria-hidden="true"');
    expect(firstScreen).toContain('<img src="/api/v1/media/home/hero-poster.webp" alt=""');
    expect(firstScreen).toContain('fetchpriority="high"');
    expect(firstScreen).toContain(
      '<source srcset="/api/v1/media/home/hero-still.webp" media="(prefers-reduced-motion: reduce)">',
    );
  });

  it('gives every other page the header bar with the brand mark, without the hero', async () => {
    for (const url of ['/equipments', '/request-quote', '/about-us', '/nowhere']) {
      const html = await page(url);
      expect(html, url).toContain(
        '<div id="first-screen" class="first-screen" aria-hidden="true"><div class="first-screen-bar">',
      );
      expect(html, url).toContain('<span class="brand-mark">DPR</span>');
      expect(html, url).not.toContain('first-screen-hero');
      expect(html, url).toContain('</div><div id="root"></div>');
    }
  });

  it('hints the home picture first, then the rendering remote’s manifest, entry and first chunks', async () => {
    const head = (await page('/')).split('</head>')[0] ?? '';
    const hrefs = [...head.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual([
      '/api/v1/media/home/hero-poster.webp',
      '/api/v1/media/home/hero-still.webp',
      '/remotes/mf-content/1.0.0/mf-manifest.json',
      '/remotes/mf-content/1.0.0/remoteEntry.js',
      '/remotes/mf-content/1.0.0/home.1234abcd.css',
      '/remotes/mf-content/1.0.0/home.1234abcd.js',
    ]);
  });

  it('hints no remote build while that remote has a canary rolling out', async () => {
    writeSite(root, 10);
    const remotesFile = path.join(root, 'shell', 'dist', 'remotes.json');
    // The reader notices a changed remotes.json by its modification time.
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(remotesFile, later, later);
    const head = (await page('/')).split('</head>')[0] ?? '';
    expect(head).not.toContain('/remotes/mf-content/');
    expect(head).toContain('/api/v1/media/home/hero-poster.webp');
  });
});
