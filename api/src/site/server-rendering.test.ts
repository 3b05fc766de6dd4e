import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { foldForSearch } from '@rental/shared/search';
import { bucketOf } from '@rental/shared/federation/channel-assignment.ts';
import type * as PageRoutes from '@rental/shared/federation/page-routes.ts';
import { sha384Of } from '@rental/shared/releases/release-digest.ts';
import { SITE_ROUTES, type SiteRoute } from '@rental/shared/testing/site-routes.ts';
import { buildApp } from '../app.ts';
import { testSettings } from '../testing/test-settings.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { equipments } from '../db/schema.ts';
import { VIEW_TOKEN_SLOT_MS } from '../health-figures/view-token.ts';
import type { ApiInstance } from '../http/fastify-types.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import { copyBuiltSite, readPage, siteIsBuilt } from '../testing/built-site-copy.ts';

/** A path whose page a test declares `'private'`, as a page that renders its visitor would be. */
const declared = vi.hoisted(() => ({ privatePath: undefined as string | undefined }));
vi.mock('@rental/shared/federation/page-routes.ts', async (actual) => {
  const routes = await actual<typeof PageRoutes>();
  return {
    ...routes,
    matchPageRoute: (pathname: string) => {
      const route = routes.matchPageRoute(pathname);
      return route && pathname === declared.privatePath ? { ...route, cache: 'private' as const } : route;
    },
  };
});

/**
 * Keeps the test's renders in one minute of the pages' health tokens (docs/decisions/029): a page carries
 * the same token through a minute, so two renders of it are the same bytes within one. Only Date is faked,
 * and it runs on from the start of the next minute.
 */
function withinOneTokenMinute() {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Math.ceil(Date.now() / VIEW_TOKEN_SLOT_MS) * VIEW_TOKEN_SLOT_MS);
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

const SITE = 'Doral Production Rentals';
const HOSTILE = '</script><script>alert(1)</script>';

/**
 * The heading a page opens with, in English, as the HTML writes it, where the test knows it: a category's
 * and a subcategory's list are headed by their names. Any other page opens with a heading of some word.
 */
const HEADINGS: Partial<Record<SiteRoute, string>> = {
  '/': 'Light, sound and power for every production in South Florida',
  '/equipments': 'Equipment',
  '/equipments/1': 'Lighting',
  '/equipments/1/1': 'LED Panels &amp; Soft Lights',
  '/services': 'Services',
  '/packages': 'Packages',
  '/latest-projects': 'Latest Projects',
  '/request-quote': 'Request a Quote',
};

/** Every route of docs/product.md#routes (each page's example addresses) with its heading. */
const ROUTES = SITE_ROUTES.map((route): [string, string | RegExp] => [route, HEADINGS[route] ?? /\w/]);

// The site's build is made by `npm test` before these run; without it there is no page to render.
describe.skipIf(!siteIsBuilt)('pages rendered on the server', () => {
  let site: ReturnType<typeof copyBuiltSite>;
  let database: DatabaseHandle;
  let app: ApiInstance;
  let hostileId: number;

  beforeAll(async () => {
    site = copyBuiltSite();
    database = await openTestDatabase('pglite');
    const [someItem] = await database.db.select().from(equipments).where(eq(equipments.id, 2));
    const [inserted] = await database.db
      .insert(equipments)
      .values({
        subcategoryId: someItem!.subcategoryId,
        name: HOSTILE,
        description: `Described ${HOSTILE}`,
        mainImage: null,
        searchKey: foldForSearch(HOSTILE),
      })
      .returning({ id: equipments.id });
    hostileId = inserted!.id;
    // Every page load reports its health: the pages carry their token and the sample rate.
    app = await buildApp(
      { db: database.db },
      testSettings({ siteRoot: site.root, health: { sampleRate: 1 } }),
    );
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    site?.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const api = async <T>(method: 'GET' | 'POST', url: string, payload?: object) =>
    (await app.inject({ method, url: `/api/v1${url}`, payload })).json<{ data: T }>().data;

  it.each(ROUTES)(
    '%s arrives with its heading, its own title and its link-preview tags',
    async (route, heading) => {
      const answer = await get(route);
      expect(answer.statusCode).toBe(200);
      const page = readPage(answer.body);
      expect(page.lang).toBe('en');
      expect(page.headings[0]).toMatch(heading);
      expect(page.titles).toHaveLength(1);
      expect(page.titles[0]).toMatch(new RegExp(`. \\| ${SITE}$`));
      expect(page.meta('og:title')[0]).toBeTruthy();
      expect(page.meta('og:description')[0]).toBeTruthy();
      expect(page.meta('og:image')[0]).toMatch(/^http:\/\/localhost(:\d+)?\/api\/v1\/media\//);
      expect(page.meta('og:url')[0]).toMatch(/^http:\/\/localhost/);
      expect(page.meta('twitter:card')).toEqual(['summary_large_image']);
    },
  );

  it('draws a detail page from its item, with the item in the data the browser hydrates from', async () => {
    const item = await api<{ name: string; description: string }>('GET', '/equipments/2');
    const page = readPage((await get('/equipments/2/details')).body);
    expect(page.headings[0]).toBe(item.name);
    expect(page.titles[0]).toBe(`${item.name} | ${SITE}`);
    expect(page.meta('og:title')[0]).toBe(item.name);
    expect(JSON.stringify(page.bootstrap?.hydrationData.loaderData)).toContain(JSON.stringify(item.name));
  });

  it('draws a list as its address says: the words looked for, the sort and the first page', async () => {
    const found = await api<{ name: string }[]>('POST', '/equipments/list', {
      limit: 20,
      page: 1,
      query: 'skypanel',
      order_by: { name: 'desc' },
      with: { subcategory: {} },
    });
    const html = (await get('/equipments?query=skypanel&sort=desc')).body;
    const positions = found.map((item) => html.indexOf(item.name));
    expect(found.length).toBeGreaterThan(1);
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(html).toContain('value="skypanel"');
  });

  it('links a list to its next page, which the server draws too', async () => {
    const first = (await get('/equipments')).body;
    expect(first).toContain('href="/equipments?page=2"');
    const second = await api<{ name: string }[]>('POST', '/equipments/list', {
      limit: 20,
      page: 2,
      with: { subcategory: {} },
    });
    const html = (await get('/equipments?page=2')).body;
    expect(html).toContain(second[0]!.name.replace(/&/g, '&amp;'));
    expect(html).toContain('href="/equipments?page=3"');
  });

  it('answers 404 with the not-found page for an unknown address or item', async () => {
    for (const url of ['/nowhere', '/equipments/999999/details', '/services/abc/show']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(readPage(answer.body).meta('robots')).toEqual(['noindex']);
    }
    expect(readPage((await get('/nowhere')).body).headings).toEqual(['Page not found']);
  });

  it('answers 400 naming the Host header when it names no host, rather than failing', async () => {
    const answer = await get('/about-us', { host: 'a%b' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('Host header');
  });

  it('renders in the language of ?lang=, then of the cookie, in <html lang> and every text', async () => {
    const french = readPage((await get('/latest-projects?lang=fr')).body);
    expect(french.lang).toBe('fr');
    expect(french.headings[0]).toBe('Projets récents');
    const remembered = readPage(
      (await get('/latest-projects', { cookie: 'doral-rentals.language=es' })).body,
    );
    expect(remembered.lang).toBe('es');
    expect(remembered.titles[0]).not.toContain('Latest Projects');
  });

  it('keeps an item’s name data wherever the page carries it: never a script', async () => {
    const html = (await get(`/equipments/${hostileId}/details`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(readPage(html).titles[0]).toBe(`&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | ${SITE}`);
    expect(readPage(html).bootstrap?.hydrationData.loaderData).toBeDefined();
    for (const script of readPage(html).scripts)
      expect(script).toMatch(/^<script( src=| id="_R_">| type="application\/(json|ld\+json)")/);
  });

  it('allows no inline script but the page’s own, by their hashes: no nonce, never unsafe-inline', async () => {
    for (const route of [...ROUTES.map(([url]) => url), '/nowhere', '/equipments?mf=catalogue:stable']) {
      const answer = await get(route);
      const scriptSrc = /script-src ([^;]*)/.exec(String(answer.headers['content-security-policy']))?.[1];
      expect(scriptSrc, route).not.toMatch(/nonce-|unsafe-inline/);
      const inline = [...answer.body.matchAll(/<script(?: id="[^"]*")?>([\s\S]*?)<\/script>/g)].map(
        ([, text]) => text!,
      );
      expect(inline.length, route).toBeGreaterThan(0);
      for (const text of inline)
        expect(scriptSrc, route).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
      expect(answer.body, route).not.toMatch(/<script nonce=/);
    }
  });

  describe('answers a page every visitor gets the same as one a shared cache may keep', () => {
    const SHARED = /^public, max-age=0, s-maxage=60, stale-while-revalidate=300$/;

    it.each([...ROUTES.map(([url]) => url), '/nowhere', '/about-us?lang=fr'])(
      '%s: public, with an ETag of its bytes, Vary: Cookie and no cookie',
      async (url) => {
        const answer = await get(url);
        expect(answer.headers['cache-control']).toMatch(SHARED);
        expect(answer.headers.etag).toBe(
          `"${createHash('sha256').update(answer.rawPayload).digest('base64url').slice(0, 27)}"`,
        );
        expect(String(answer.headers.vary)).toMatch(/\bCookie\b/i);
        expect(answer.headers['set-cookie']).toBeUndefined();
      },
    );

    it('is the same page, to the byte, for two visitors with the same address, language and builds', async () => {
      withinOneTokenMinute();
      const [first, second] = [
        await get('/services', { cookie: 'doral-rentals.bucket-id=one' }),
        await get('/services', { cookie: 'doral-rentals.bucket-id=two; other=1' }),
      ];
      expect(first.headers.etag).toBe(second.headers.etag);
      expect(first.headers['content-security-policy']).toBe(second.headers['content-security-policy']);
    });

    it('is rendered twice to the same bytes with every page load reporting its health', async () => {
      // No cache of pages in front: each answer is a render of its own.
      const uncached = await buildApp(
        { db: database.db },
        testSettings({
          siteRoot: site.root,
          health: { sampleRate: 1 },
          pageCache: { ...testSettings().pageCache, maxBytes: 0 },
        }),
      );
      onTestFinished(() => uncached.close());
      withinOneTokenMinute();
      const render = () => uncached.inject({ method: 'GET', url: '/packages' });
      const [first, second] = [await render(), await render()];
      expect(readPage(first.body).bootstrap?.health).toEqual({ token: expect.any(String), sampleRate: 1 });
      expect(first.headers['cache-control']).toMatch(SHARED);
      expect(first.headers.etag).toBe(second.headers.etag);
      expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    });

    it('answers 304 to a request naming its ETag, with the same headers and no body', async () => {
      withinOneTokenMinute();
      const page = await get('/packages');
      const etag = String(page.headers.etag);
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const again = await get('/packages', { 'if-none-match': ifNoneMatch });
        expect(again.statusCode, ifNoneMatch).toBe(304);
        expect(again.body).toBe('');
        for (const header of ['cache-control', 'etag', 'vary', 'content-security-policy'])
          expect(again.headers[header], header).toBe(page.headers[header]);
      }
      expect((await get('/packages', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    });

    it('sets no XSRF cookie, nor any other, on a shared page', async () => {
      expect((await get('/request-quote')).headers['set-cookie']).toBeUndefined();
      expect((await get('/contact-us')).headers['set-cookie']).toBeUndefined();
    });
  });

  describe('answers a page that says something of its visitor as theirs alone', () => {
    const PERSONAL = 'private, no-cache';

    it.each([
      ['an address that asks for a channel', '/equipments?mf=catalogue:stable', {}],
      [
        'a channel remembered for the session',
        '/equipments',
        { cookie: 'doral-rentals.mf-overrides=mf_catalogue:stable' },
      ],
      [
        'a canary that failed in this browser',
        '/equipments',
        { cookie: 'doral-rentals.mf-failed=mf_catalogue:x' },
      ],
      [
        'builds that are not those the server assigns',
        '/equipments',
        { cookie: 'doral-rentals.builds=mf_catalogue:canary:gone' },
      ],
    ])('%s', async (_label, url, headers) => {
      const answer = await get(url, headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe(PERSONAL);
      expect(answer.headers.etag).toBeUndefined();
      expect(String(answer.headers.vary)).toMatch(/\bCookie\b/i);
    });

    it('a page declared private', async () => {
      declared.privatePath = '/latest-projects';
      try {
        const answer = await get('/latest-projects');
        expect(answer.headers['cache-control']).toBe(PERSONAL);
        expect(answer.headers.etag).toBeUndefined();
        expect((await get('/about-us')).headers['cache-control']).toMatch(/^public/);
      } finally {
        declared.privatePath = undefined;
      }
    });

    it('remembers an address’s channel for the session: a cookie only a personal answer sets', async () => {
      const answer = await get('/equipments?mf=catalogue:stable');
      expect(answer.cookies.map(({ name }) => name)).toEqual(['doral-rentals.mf-overrides']);
    });

    it('never sets the old visitor cookie, nor a bucket id: the browser draws its own', async () => {
      for (const url of ['/', '/equipments?mf=catalogue:stable'])
        expect((await get(url)).cookies.map(({ name }) => name)).not.toContain('doral-rentals.visitor');
      expect((await get('/')).cookies).toEqual([]);
    });
  });

  it('says on each form that sending it needs JavaScript', async () => {
    for (const url of ['/contact-us', '/request-quote']) expect((await get(url)).body).toMatch(/<noscript>/);
  });

  it('renders a canary visitor’s page with the canary build, and tells the browser which', async () => {
    const remotes = site.remotes();
    const entry = site.deployCopy('mf-catalogue', '1.0.0', '1.1.0-test');
    site.writeRemotes(
      JSON.stringify({
        ...remotes,
        mf_catalogue: {
          ...remotes.mf_catalogue,
          canary: { version: '1.1.0-test', entry, percent: 0, rolloutId: 'test' },
        },
      }),
    );
    const canary = readPage((await get('/equipments?mf=catalogue:canary')).body);
    expect(canary.bootstrap?.remotes.find((remote) => remote.remote === 'mf_catalogue')).toMatchObject({
      channel: 'canary',
      version: '1.1.0-test',
    });
    const html = (await get('/equipments?mf=catalogue:canary')).body;
    expect(html).toContain('/remotes/mf-catalogue/1.1.0-test/remoteEntry.js');
    expect((await get('/equipments')).body).toContain('/remotes/mf-catalogue/1.0.0/remoteEntry.js');
    site.writeRemotes(JSON.stringify(remotes));
  });

  it('places a visitor by the bucket id their browser drew, and shares the page of the builds they ask with', async () => {
    withinOneTokenMinute();
    const remotes = site.remotes();
    const entry = site.deployCopy('mf-catalogue', '1.0.0', '1.1.0-shared');
    const rollout = (percent: number) =>
      JSON.stringify({
        ...remotes,
        mf_catalogue: {
          ...remotes.mf_catalogue,
          canary: { version: '1.1.0-shared', entry, percent, rolloutId: 'shared' },
        },
      });
    const catalogueOf = (html: string) =>
      readPage(html).bootstrap?.remotes.find((remote) => remote.remote === 'mf_catalogue');
    try {
      site.writeRemotes(rollout(50));
      const first = await get('/equipments');
      expect(catalogueOf(first.body)?.channel).toBe('stable');
      expect(first.headers['cache-control']).toMatch(/^public/);
      expect(JSON.parse(/"rollouts":(\[[^\]]*\])/.exec(first.body)?.[1] ?? 'null')).toEqual([
        { remote: 'mf_catalogue', rolloutId: 'shared', percent: 50 },
      ]);
      const ids = Array.from({ length: 40 }, (_, i) => `bucket-${i}`);
      const inCanary = ids.find((id) => bucketOf(id, 'shared') < 50)!;
      const onStable = ids.find((id) => bucketOf(id, 'shared') >= 50)!;
      const signature = 'mf_catalogue:canary:shared';
      const canary = await get('/equipments', {
        cookie: `doral-rentals.bucket-id=${inCanary}; doral-rentals.builds=${signature}`,
      });
      expect(catalogueOf(canary.body)).toMatchObject({ channel: 'canary', version: '1.1.0-shared' });
      expect(canary.headers['cache-control']).toMatch(/^public/);
      const notYetKept = await get('/equipments', { cookie: `doral-rentals.bucket-id=${inCanary}` });
      expect(catalogueOf(notYetKept.body)?.channel).toBe('canary');
      expect(notYetKept.headers['cache-control']).toBe('private, no-cache');
      const stable = await get('/equipments', { cookie: `doral-rentals.bucket-id=${onStable}` });
      expect(stable.headers.etag).toBe(first.headers.etag);
      site.writeRemotes(rollout(100));
      const everyone = await get('/equipments');
      expect(catalogueOf(everyone.body)?.channel).toBe('canary');
      expect(everyone.headers['cache-control']).toBe('private, no-cache');
      expect(
        (await get('/equipments', { cookie: `doral-rentals.builds=${signature}` })).headers['cache-control'],
      ).toMatch(/^public/);
    } finally {
      site.writeRemotes(JSON.stringify(remotes));
    }
  });

  it('pins in a canary visitor’s page the stable it falls back to in the browser, without running its server code', async () => {
    const remotes = site.remotes();
    const markers = fs.mkdtempSync(path.join(os.tmpdir(), 'fallback-ran-'));
    const marker = path.join(markers, 'server-code');
    const stableEntry = site.deployCopy('mf-catalogue', '1.0.0', '1.0.1-fallback');
    const stableFolder = path.join(site.root, 'mf-catalogue', 'dist', '1.0.1-fallback');
    fs.appendFileSync(
      path.join(stableFolder, 'ssr', 'server-entry.cjs'),
      `\nrequire('node:fs').writeFileSync(${JSON.stringify(marker)}, 'evaluated');\n`,
    );
    const canaryEntry = site.deployCopy('mf-catalogue', '1.0.0', '1.1.0-test');
    site.writeRemotes(
      JSON.stringify({
        ...remotes,
        mf_catalogue: {
          stable: { version: '1.0.1-fallback', entry: stableEntry },
          canary: { version: '1.1.0-test', entry: canaryEntry, percent: 100, rolloutId: 'fallback' },
        },
      }),
    );
    const page = readPage((await get('/equipments')).body);
    expect(page.bootstrap?.remotes.find((remote) => remote.remote === 'mf_catalogue')?.channel).toBe(
      'canary',
    );
    const base = '/remotes/mf-catalogue/1.0.1-fallback/';
    const manifest = JSON.parse(fs.readFileSync(path.join(stableFolder, 'mf-manifest.json'), 'utf8')) as {
      exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
    };
    const list = manifest.exposes.find((expose) => expose.path === './equipment-list')!.assets;
    const pinned = ['mf-manifest.json', 'remoteEntry.js', ...list.js.sync, ...list.css.sync];
    expect(page.bootstrap?.assets.integrity).toMatchObject(
      Object.fromEntries(
        pinned.map((file) => [base + file, sha384Of(fs.readFileSync(path.join(stableFolder, file)))]),
      ),
    );
    expect(fs.existsSync(marker)).toBe(false);
    // Its server code runs for its own visitors, so the marker would have shown it running above.
    await get('/equipments?mf=catalogue:stable');
    expect(fs.existsSync(marker)).toBe(true);
    site.writeRemotes(JSON.stringify(remotes));
    fs.rmSync(markers, { recursive: true, force: true });
  });

  it('serves the rest of the page when a remote’s server build throws, is missing or never answers', async () => {
    const remotes = site.remotes();
    const neverAnswers = `module.exports = { default: { name: 'mf_content', version: '9', get: () => new Promise(() => {}) } };`;
    for (const [version, serverEntry] of [
      ['9.0.0-throws', 'throw new Error("broken on purpose")'],
      ['9.0.0-missing', null],
      ['9.0.0-slow', neverAnswers],
    ] as const) {
      const entry = site.deployCopy('mf-content', '1.0.0', version, serverEntry);
      site.writeRemotes(JSON.stringify({ ...remotes, mf_content: { stable: { version, entry } } }));
      const answer = await get('/about-us');
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('Skip to main content');
      expect(answer.body).toContain('aria-busy="true"');
      expect(
        readPage(answer.body).bootstrap?.remotes.find((remote) => remote.remote === 'mf_content')?.version,
      ).toBe(version);
      expect((await get('/equipments')).statusCode).toBe(200);
    }
    site.writeRemotes(JSON.stringify(remotes));
  });

  it('keeps the last good remotes.json when an edit breaks it', async () => {
    const remotes = site.remotes();
    site.writeRemotes(JSON.stringify(remotes));
    expect((await get('/')).statusCode).toBe(200);
    site.writeRemotes('{ "mf_content": ');
    const answer = await get('/');
    expect(answer.statusCode).toBe(200);
    expect(readPage(answer.body).headings[0]).toMatch(/South Florida/);
    site.writeRemotes(JSON.stringify(remotes));
  });
});
