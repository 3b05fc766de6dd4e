import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { ApiInstance } from '../http/fastify-types.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import { testSettings } from '../testing/test-settings.ts';
import { copyBuiltSite, siteIsBuilt } from '../testing/built-site-copy.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  source?: string;
  req?: { url: string };
  err?: { message: string };
}

const WARN = 40;

// The site's build is made by `npm test` before these run; without it there is no page to render.
describe.skipIf(!siteIsBuilt)("a page's log lines (docs/operations.md#logs)", () => {
  let site: ReturnType<typeof copyBuiltSite>;
  let database: DatabaseHandle;
  let app: ApiInstance;
  let written: string[] = [];
  const lines = () =>
    written
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as LogLine);
  const ofRequest = (id: string) => lines().filter((line) => line.reqId === id);

  beforeAll(async () => {
    site = copyBuiltSite();
    database = await openTestDatabase('pglite');
    const sink = new Writable({
      write(chunk, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    });
    app = await buildApp(
      { db: database.db, logger: { level: 'info', stream: sink } },
      testSettings({ siteRoot: site.root }),
    );
  });
  beforeEach(() => {
    written = [];
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    site?.remove();
  });

  it("carry the page request's id on the lines of the data calls made to render it", async () => {
    const page = await app.inject({ method: 'GET', url: '/equipments/1' });
    expect(page.statusCode).toBe(200);
    const id = String(page.headers['x-request-id']);
    const dataCalls = ofRequest(id).filter((line) => line.req?.url.startsWith('/api/v1/'));
    expect(dataCalls.map((line) => line.req?.url)).toEqual(
      expect.arrayContaining(['/api/v1/get_categories', '/api/v1/equipments/list']),
    );
    // No data call was logged under an id of its own.
    expect(lines().filter((line) => line.req?.url.startsWith('/api/v1/') && line.reqId !== id)).toEqual([]);
  });

  it("carry the page request's id on the render worker's lines, pages rendered at once each their own", async () => {
    const remotes = site.remotes();
    const version = '9.0.0-throws';
    const entry = site.deployCopy('mf-content', '1.0.0', version, 'throw new Error("broken on purpose")');
    site.writeRemotes(JSON.stringify({ ...remotes, mf_content: { stable: { version, entry } } }));
    try {
      const ids = ['page-one', 'page-two', 'page-three'];
      // Three addresses: one address asked at once is rendered once (docs/operations.md#page-cache).
      const pages = await Promise.all(
        ids.map((id) =>
          app.inject({ method: 'GET', url: `/about-us?from=${id}`, headers: { 'x-request-id': id } }),
        ),
      );
      expect(pages.map((page) => page.statusCode)).toEqual([200, 200, 200]);
      for (const id of ids) {
        const warnings = ofRequest(id).filter((line) => line.source === 'render-worker');
        expect(warnings.length).toBeGreaterThan(0);
        expect(warnings.every((line) => line.level === WARN)).toBe(true);
        expect(warnings.map((line) => line.msg)).toContainEqual(expect.stringContaining('broken on purpose'));
      }
    } finally {
      site.writeRemotes(JSON.stringify(remotes));
    }
  });
});
