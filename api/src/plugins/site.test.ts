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
    '<!doctype html><html lang="en"><head><title>Site</title></head><body><div id="root"></div></body></html>',
  );
  // The quote remote's published texts: French and English; no Spanish heading, and no Creole file at all.
  const quoteTexts = path.join(root, 'mf-cart-quote', 'dist', '1.0.0', 'locales');
  fs.mkdirSync(quoteTexts, { recursive: true });
  for (const [language, texts] of Object.entries({
    en: { quoteTitle: 'Request a Quote', quoteIntro: 'Tell us what you need & when.' },
    fr: { quoteTitle: 'Demander un devis', quoteIntro: 'Dites-nous <tout>.' },
    es: { quoteIntro: 'Díganos qué necesita.' },
  }))
    fs.writeFileSync(path.join(quoteTexts, `${language}.json`), JSON.stringify(texts));
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
/** Services' list reads fail as a database that is down would; packages have one picture less than a row. */
const pictures = {
  async mainImageOf(type: ItemType, id: number) {
    if (type === 'package' && id === 13) throw new Error('the database is down');
    return PICTURES[`${type} ${id}`];
  },
  async leadingImagesOf(type: ItemType, count: number) {
    if (type === 'service') throw new Error('the database is down');
    const images = ['/media/equipment/led-panels.svg', null, '/media/equipment/fresnel.svg', '/media/x.svg'];
    return type === 'package' ? images.slice(0, 2) : images.slice(0, count);
  },
};

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
    app.get('/*', pageResponder(root, mediaDir, pictures));
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
    for (const url of ['/equipments?sort=asc', '/request-quote', '/about-us', '/nowhere']) {
      const html = await page(url);
      expect(html, url).toContain(
        '<div id="first-screen" class="first-screen" aria-hidden="true"><div class="first-screen-bar">',
      );
      expect(html, url).toContain('<span class="brand-mark">DPR</span>');
      expect(html, url).not.toContain('first-screen-hero');
    }
  });

  const quoteOpening = async (url: string, cookie?: string) => {
    const html = (await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).body;
    return {
      lang: /<html lang="(\w+)">/.exec(html)?.[1],
      opening: /<div class="first-screen-opening">.*?<\/p><\/div>/.exec(html)?.[0],
    };
  };

  it('writes the quote form’s heading and introduction in the language the app will show, escaped', async () => {
    expect(await quoteOpening('/request-quote')).toEqual({
      lang: 'en',
      opening:
        '<div class="first-screen-opening"><div class="first-screen-heading">Request a Quote</div>' +
        '<p class="first-screen-intro">Tell us what you need &amp; when.</p></div>',
    });
    const french = await quoteOpening('/request-quote', 'theme=dark; doral-rentals.language=fr');
    expect(french.lang).toBe('fr');
    expect(french.opening).toContain(
      'Demander un devis</div><p class="first-screen-intro">Dites-nous &lt;tout>.</p>',
    );
    // ?lang= wins over the remembered choice, as in the browser.
    expect((await quoteOpening('/request-quote?lang=en', 'doral-rentals.language=fr')).lang).toBe('en');
    expect((await quoteOpening('/equipments', 'doral-rentals.language=es')).lang).toBe('es');
  });

  it('writes no opening texts when the build lacks them, or for a language that is not one', async () => {
    expect(await quoteOpening('/request-quote?lang=es')).toEqual({ lang: 'es', opening: undefined });
    expect(await quoteOpening('/request-quote?lang=ht')).toEqual({ lang: 'ht', opening: undefined });
    expect(await quoteOpening('/request-quote', 'doral-rentals.language=de')).toEqual({
      lang: 'en',
      opening: expect.stringContaining('Request a Quote'),
    });
    expect((await quoteOpening('/about-us')).opening).toBeUndefined();
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

  it('hints a detail page’s item picture first, then its API answer, then its code', async () => {
    expect(await itemHints('/equipments/7/details')).toEqual([
      'image /api/v1/media/equipment/led-panels.svg',
      'fetch /api/v1/equipments/7',
    ]);
    // No picture of its own: the page shows the default one.
    expect(await itemHints('/services/3/show')).toEqual([
      'image /api/v1/media/default-product.svg',
      'fetch /api/v1/services/3/show',
    ]);
    const head = (await page('/equipments/7/details')).split('</head>')[0] ?? '';
    expect(head.indexOf('/api/v1/equipments/7')).toBeLessThan(head.indexOf('/remotes/mf-catalogue/'));
  });

  const firstScreenOf = async (url: string) =>
    /<div id="first-screen"[^]*?<div id="root">/.exec(await page(url))?.[0] ?? '';
  const firstScreenPicture = async (url: string) =>
    (await firstScreenOf(url)).match(
      /<img src="([^"]+)" alt="" width="800" height="600" fetchpriority="high" data-page-picture>/,
    )?.[1];

  it('draws a detail page’s picture in its first screen, where the page draws it', async () => {
    expect(await firstScreenPicture('/equipments/7/details')).toBe('/api/v1/media/equipment/led-panels.svg');
    expect(await firstScreenPicture('/services/3/show')).toBe('/api/v1/media/default-product.svg');
    const html = await page('/equipments/7/details');
    expect(html).toContain(
      '<div class="first-screen-page"><div class="first-screen-back"></div><div class="first-screen-item"><img',
    );
  });

  it('draws the bar alone for an item that does not exist, a failed lookup or an impossible id', async () => {
    for (const url of ['/packages/12/show', '/packages/13/show', '/equipments/0/details'])
      expect(await firstScreenPicture(url), url).toBeUndefined();
  });

  const listPictures = async (url: string) =>
    [
      ...(await firstScreenOf(url)).matchAll(/<img src="([^"]+)" alt="" width="800" height="600" ([^>]+)>/g),
    ].map((match) => `${match[1]} ${match[2]}`);

  it('draws a list’s first row of pictures under its toolbar’s boxes, the first one hinted and asked for first', async () => {
    expect(await listPictures('/equipments')).toEqual([
      '/api/v1/media/equipment/led-panels.svg fetchpriority="high" data-page-picture',
      '/api/v1/media/default-product.svg loading="lazy" data-page-picture',
      '/api/v1/media/equipment/fresnel.svg loading="lazy" data-page-picture',
      '/api/v1/media/x.svg loading="lazy" data-page-picture',
    ]);
    const equipment = await firstScreenOf('/equipments?lang=fr');
    expect(equipment.match(/class="first-screen-field/g)).toHaveLength(4);
    expect(await listPictures('/packages')).toHaveLength(2);
    expect((await firstScreenOf('/packages')).match(/class="first-screen-field/g)).toHaveLength(2);
    const head = (await page('/equipments')).split('</head>')[0] ?? '';
    expect(head).toContain(
      '<link rel="preload" href="/api/v1/media/equipment/led-panels.svg" as="image" fetchpriority="high">',
    );
  });

  it('draws no list pictures for a search, a sort, a category, or when the read fails', async () => {
    for (const url of ['/equipments?query=panel', '/packages?sort=desc', '/equipments/2', '/services']) {
      const html = await page(url);
      expect(await listPictures(url), url).toEqual([]);
      expect(html, url).toContain('</div><div id="root"></div>');
    }
  });

  it('hints no picture for an item that does not exist or when the lookup fails, and the page still comes', async () => {
    expect(await itemHints('/packages/12/show?lang=fr')).toEqual(['fetch /api/v1/packages/12/show']);
    const failing = await app.inject({ method: 'GET', url: '/packages/13/show' });
    expect(failing.statusCode).toBe(200);
    expect(await itemHints('/packages/13/show')).toEqual(['fetch /api/v1/packages/13/show']);
  });

  it('hints no API answer for a list, the home page or an impossible id', async () => {
    for (const url of ['/equipments', '/equipments/2/15', '/equipments/0/details', '/packages/x/show', '/'])
      expect(
        (await itemHints(url)).filter((hint) => hint.startsWith('fetch')),
        url,
      ).toEqual([]);
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
