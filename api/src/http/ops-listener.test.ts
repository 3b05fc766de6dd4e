import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OPS_TOKEN_HEADER } from '@rental/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { OpsListenerSettings } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import { testSettings } from '../testing/test-settings.ts';
import type { ApiInstance } from './fastify-types.ts';
import { listenForOperators } from './ops-listener.ts';
import { documentedOpsRoutes } from '@rental/shared/testing/documented-ops-routes.ts';

const OPS_TOKEN = 'own-listener-operators-token';
const XSRF = 'own-listener-xsrf-token';
const CONSOLE_PAGE =
  '<!doctype html><title>Operators’ console</title><script src="/ops/assets/console.js"></script>';

/** A site root holding a console build alone: its page and one asset. */
function consoleBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-ops-listener-'));
  fs.mkdirSync(path.join(root, 'ops', 'dist', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'ops', 'dist', 'index.html'), CONSOLE_PAGE);
  fs.writeFileSync(path.join(root, 'ops', 'dist', 'assets', 'console.js'), 'export {};\n');
  return root;
}

/** The app with the console on a listener of its own, both listening on free loopback ports. */
async function startBoth(
  database: DatabaseHandle,
  siteRoot: string,
  opsListener: Partial<OpsListenerSettings>,
) {
  const app = await buildApp(
    { db: database.db },
    testSettings({
      siteRoot,
      trustProxy: { hops: 1 },
      siteUrl: 'https://www.rentals.test',
      health: { opsToken: OPS_TOKEN },
      opsListener: { host: '127.0.0.1', port: 0, publicUrl: undefined, ...opsListener },
    }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const publicPort = (app.server.address() as { port: number }).port;
  const opsPort = await listenForOperators(app, { host: '127.0.0.1', port: 0 });
  return { app, publicSite: `http://127.0.0.1:${publicPort}`, opsSite: `http://127.0.0.1:${opsPort}` };
}

let client = 0;
/** Each test is a client of its own (X-Forwarded-For), so the sign-in limit of one never meets another's. */
const newClient = () => `10.77.0.${++client}`;

const signIn = (site: string, from: string, token = OPS_TOKEN) =>
  fetch(`${site}/api/v1/ops/session`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': from,
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
    },
    body: JSON.stringify({ token, operator: 'Dana' }),
  });
const sessionCookie = (answer: Response) =>
  answer.headers.getSetCookie().find((cookie) => cookie.startsWith('ops_session='));

describe("the operators' console on a listener of its own", () => {
  let database: DatabaseHandle;
  let siteRoot: string;
  let app: ApiInstance;
  let publicSite: string;
  let opsSite: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    siteRoot = consoleBuild();
    ({ app, publicSite, opsSite } = await startBoth(database, siteRoot, {
      publicUrl: 'https://ops.rentals.test',
    }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(siteRoot, { recursive: true, force: true });
  });

  it("answers 404 on the public listener to the console and to every operators' route the API documents", async () => {
    const routes = await documentedOpsRoutes(publicSite);
    expect(routes.length).toBeGreaterThanOrEqual(10);
    // Even with the token, a session and the CSRF header: the public listener knows no such routes.
    const session = sessionCookie(await signIn(opsSite, newClient()))!.split(';')[0];
    for (const { method, url } of routes) {
      const answer = await fetch(`${publicSite}${url}`, {
        method,
        headers: {
          'content-type': 'application/json',
          [OPS_TOKEN_HEADER]: OPS_TOKEN,
          cookie: `${session}; XSRF-TOKEN=${XSRF}`,
          'x-xsrf-token': XSRF,
        },
        body:
          method === 'POST'
            ? JSON.stringify({ token: OPS_TOKEN, operator: 'Dana', revision: 'x' })
            : undefined,
      });
      expect(answer.status, `${method} ${url}`).toBe(404);
      if (method !== 'HEAD')
        expect(((await answer.json()) as { error: string }).error, `${method} ${url}`).toBe('not_found');
    }
    for (const address of ['/ops', '/ops/history', '/ops/remotes/catalogue', '/ops/assets/console.js'])
      expect((await fetch(`${publicSite}${address}`)).status, address).toBe(404);
    // Nor without them: no 401, and no 403 for the CSRF header a change lacks, tells a route is there.
    for (const [method, url] of [
      ['POST', '/api/v1/ops/rollouts/catalogue/kill'],
      ['POST', '/api/v1/ops/session'],
      ['GET', '/api/v1/ops/overview'],
    ]) {
      const bare = await fetch(`${publicSite}${url}`, { method });
      expect(bare.status, `${method} ${url}`).toBe(404);
      expect(bare.headers.get('x-content-type-options'), `${method} ${url}`).toBe('nosniff');
    }
    // The rest of the public listener answers as before.
    expect((await fetch(`${publicSite}/api/v1/get_categories`)).status).toBe(200);
  });

  it('serves the console, its files and its API on its own listener, and signs in there', async () => {
    const page = await fetch(`${opsSite}/ops/remotes/catalogue`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(CONSOLE_PAGE);
    expect((await fetch(`${opsSite}/ops/assets/console.js`)).status).toBe(200);
    const xsrf = await fetch(`${opsSite}/api/v1/xsrf-token`);
    expect(xsrf.status).toBe(204);
    expect(xsrf.headers.getSetCookie().some((cookie) => cookie.startsWith('XSRF-TOKEN='))).toBe(true);

    const signedIn = await signIn(opsSite, newClient());
    expect(signedIn.status).toBe(200);
    // OPS_PUBLIC_URL is https: the session is never sent over plain http, though this request came so.
    expect(sessionCookie(signedIn)).toMatch(/; Secure/);
    const cookie = sessionCookie(signedIn)!.split(';')[0]!;
    const session = await fetch(`${opsSite}/api/v1/ops/session`, { headers: { cookie } });
    expect(((await session.json()) as { data: { operator: string } }).data.operator).toBe('Dana');
    expect((await fetch(`${opsSite}/api/v1/ops/releases`, { headers: { cookie } })).status).toBe(200);
  });

  it('answers nothing else there, and never a public page', async () => {
    for (const [method, address] of [
      ['GET', '/'],
      ['GET', '/equipments'],
      ['GET', '/sitemap.xml'],
      ['GET', '/api/v1/get_categories'],
      ['GET', '/api/v1/docs/json'],
      ['POST', '/api/v1/contact'],
      ['GET', '/opsx'],
    ]) {
      const answer = await fetch(`${opsSite}${address}`, { method });
      expect(answer.status, address).toBe(404);
      expect(answer.headers.get('content-security-policy'), address).toContain("frame-ancestors 'none'");
      expect(((await answer.json()) as { error: string }).error, address).toBe('not_found');
    }
  });

  it('keeps the CSRF check and the limit on wrong tokens there', async () => {
    const noHeader = await fetch(`${opsSite}/api/v1/ops/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}` },
      body: JSON.stringify({ token: OPS_TOKEN, operator: 'Dana' }),
    });
    expect(noHeader.status).toBe(403);
    const guesser = newClient();
    const guess = () =>
      fetch(`${opsSite}/api/v1/ops/releases`, {
        headers: { [OPS_TOKEN_HEADER]: 'a-wrong-operators-token', 'x-forwarded-for': guesser },
      });
    for (let attempt = 0; attempt < 10; attempt++) expect((await guess()).status).toBe(401);
    expect((await guess()).status).toBe(429);
  });
});

describe("closing the app with the operators' listener", () => {
  it('closes both listeners, and without OPS_PUBLIC_URL the cookie is Secure only over https', async () => {
    const database = await openTestDatabase('pglite');
    const siteRoot = consoleBuild();
    const { app, publicSite, opsSite } = await startBoth(database, siteRoot, {});
    try {
      // SITE_URL is https, but it is not where the console is: the console's own address decides.
      expect(sessionCookie(await signIn(opsSite, newClient()))).not.toMatch(/Secure/);
      await app.close();
      for (const site of [publicSite, opsSite])
        await expect(fetch(`${site}/api/v1/ops/session`), site).rejects.toThrow();
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(siteRoot, { recursive: true, force: true });
    }
  });
});
