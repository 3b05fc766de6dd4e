import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemType } from '@rental/shared/contracts';
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

/** Catalogue pictures by item; a package 13 lookup fails as a database that is down would. */
const PICTURES: Record<string, string | null> = {
  'equipment 7': '/media/equipment/led-panels.svg',
  'service 3': null,
};
async function mainImageOf(type: ItemType, id: number) {
  if (type === 'package' && id === 13) throw new Error('the database is down');
  return PICTURES[`${type} ${id}`];
}

/** Stands in for the hero's first frame: the page must carry these bytes as they are. */
const POSTER_BYTES = Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00, 0xff, 0x10, 0x57, 0x45, 0x42, 0x50]);

describe('page answers', () => {
  let root: string;
  let posterFile: string;
  const app = Fastify();

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-site-'));
    writeSite(root, 0);
    const mediaDir = path.join(root, 'media');
    posterFile = path.join(mediaDir, 'home', 'hero-poster.webp');
    fs.mkdirSync(path.dirname(posterFile), { recursive: true });
    fs.writeFileSync(posterFile, POSTER_BYTES);
    app.get('/*', pageResponder(root, mediaDir, mainImageOf));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;

  const homeFirstScreen = async () =>
    /<div id="first-screen"[^]*?<\/div><\/div><div id="root">/.exec(await page('/'))?.[0] ?? '';

  it('draws the home page first screen before the app: the hero picture in the page, with the still for reduced motion', async () => {
    const firstScreen = await homeFirstScreen();
    expect(firstScreen).toContain('aria-hidden="true"');
    const src = /<img src="data:image\/webp;base64,([^"]+)" alt=""/.exec(firstScreen)?.[1] ?? '';
    expect(Buffer.from(src, 'base64')).toEqual(POSTER_BYTES);
    expect(firstScreen).toContain('fetchpriority="high"');
    expect(firstScreen).toContain(
      '<source srcset="/api/v1/media/home/hero-still.webp" media="(prefers-reduced-motion: reduce)">',
    );
  });

  it('writes a replaced hero picture into the next page, and the picture’s address while the file is missing', async () => {
    const replaced = Buffer.from([...POSTER_BYTES, 0x01, 0x02]);
    fs.writeFileSync(posterFile, replaced);
    const src = /<img src="data:image\/webp;base64,([^"]+)"/.exec(await homeFirstScreen())?.[1] ?? '';
    expect(Buffer.from(src, 'base64')).toEqual(replaced);

    fs.rmSync(posterFile);
    expect(await homeFirstScreen()).toContain('<img src="/api/v1/media/home/hero-poster.webp" alt=""');
    fs.writeFileSync(posterFile, POSTER_BYTES);
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

  const itemHints = async (url: string) =>
    [
      ...((await page(url)).split('</head>')[0] ?? '').matchAll(
        /<link rel="preload" href="(\/api\/v1\/[^"]+)" as="(fetch|image)"/g,
      ),
    ]
      .map((match) => `${match[2]} ${match[1]}`)
      .filter((hint) => !hint.includes('/home/'));

  it('hints a detail page’s API answer and its item’s picture after its code', async () => {
    expect(await itemHints('/equipments/7/details')).toEqual([
      'fetch /api/v1/equipments/7',
      'image /api/v1/media/equipment/led-panels.svg',
    ]);
    // No picture of its own: the page shows the default one.
    expect(await itemHints('/services/3/show')).toEqual([
      'fetch /api/v1/services/3/show',
      'image /api/v1/media/default-product.svg',
    ]);
  });

  it('hints no picture for an item that does not exist or when the lookup fails, and the page still comes', async () => {
    expect(await itemHints('/packages/12/show?lang=fr')).toEqual(['fetch /api/v1/packages/12/show']);
    const failing = await app.inject({ method: 'GET', url: '/packages/13/show' });
    expect(failing.statusCode).toBe(200);
    expect(await itemHints('/packages/13/show')).toEqual(['fetch /api/v1/packages/13/show']);
  });

  it('hints no API answer for a list, the home page or an impossible id', async () => {
    for (const url of ['/equipments', '/equipments/2/15', '/equipments/0/details', '/packages/x/show', '/'])
      expect(await itemHints(url), url).toEqual([]);
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
