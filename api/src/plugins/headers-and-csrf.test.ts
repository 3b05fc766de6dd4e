import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testSettings } from '../testing/test-settings.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { ApiInstance } from '../http/fastify-types.ts';
import { originsOfPage } from '../site/remote-origins.ts';
import { validQuote } from '../testing/quote-payloads.ts';
import { openTestDatabase, XSRF } from '../testing/test-app.ts';
import { allStableRemotes } from '@rental/shared/testing/stable-remotes.ts';

const siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-site-'));
const remotesJson = path.join(siteRoot, 'remotes.json');
const writeRemotes = (catalogueEntry: string) =>
  fs.writeFileSync(
    remotesJson,
    JSON.stringify({
      ...allStableRemotes(),
      mf_catalogue: { stable: { version: '1.0.0', entry: catalogueEntry } },
    }),
  );

let database: DatabaseHandle;
let app: ApiInstance;

beforeAll(async () => {
  writeRemotes('https://cdn.example.com/mf-catalogue/1.0.0/mf-manifest.json');
  database = await openTestDatabase('pglite');
  app = await buildApp(
    { db: database.db },
    testSettings({ siteRoot, trustProxy: { hops: 1 }, cspExtraOrigins: ['https://staging.example.com'] }),
  );
});

afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

const get = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/v1/get_categories', headers });

/** A document the site serves without a build: robots.txt. */
const getDocument = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/robots.txt', headers });

describe('security headers', () => {
  it('send a document a policy with no inline script that allows the site and the operator’s origins, and no framing', async () => {
    const response = await getDocument();
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://staging.example.com;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    // Only React's style attributes on server-rendered pages: never a script, never a <style> element.
    expect(policy.replace("style-src-attr 'unsafe-inline'", '')).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('camera=()'),
    });
  });

  it('send an API answer the headers that concern data alone: it loads nothing and is framed by no one', async () => {
    const response = await get();
    expect(response.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(response.headers['permissions-policy']).toBeUndefined();
    // The API's browsable documentation is a document, with a document's policy.
    const documentation = await app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(String(documentation.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('never allow an origin because remotes.json names it: a page allows only the builds it serves', async () => {
    writeRemotes('https://cdn2.example.net/mf-catalogue/2.0.0/mf-manifest.json');
    const later = Date.now() / 1000 + 5;
    fs.utimesSync(remotesJson, later, later);
    const policy = String((await getDocument()).headers['content-security-policy']);
    expect(policy).not.toContain('cdn2.example.net');
    expect(policy).not.toContain('cdn.example.com');
  });

  it('add HSTS only over TLS', async () => {
    for (const request of [get, getDocument]) {
      expect((await request()).headers['strict-transport-security']).toBeUndefined();
      expect((await request({ 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('name, for a page, the origins of the builds it runs and of the stable builds its canaries fall back to', () => {
    const assigned = (remote: string, entry: string, stable = entry) => ({
      remote: remote as 'mf_catalogue',
      channel: 'stable' as const,
      version: '1.0.0',
      entry,
      stable: { version: '1.0.0', entry: stable },
    });
    expect(
      originsOfPage([
        assigned('mf_catalogue', '/remotes/mf-catalogue/1.0.0/mf-manifest.json'),
        assigned('mf_cart_quote', 'https://cdn.example/mf-cart-quote/1.0.0/mf-manifest.json'),
        assigned(
          'mf_content',
          'https://x.example:8443/mf-content/1.1.0/mf-manifest.json',
          'https://cdn.example/mf-content/1.0.0/mf-manifest.json',
        ),
      ]),
    ).toEqual(['https://cdn.example', 'https://x.example:8443']);
  });
});

describe('CSRF', () => {
  it('sets no XSRF-TOKEN cookie unasked: only its own address gives one, which the page can read', async () => {
    expect((await get()).cookies).toEqual([]);
    expect((await get({ cookie: 'XSRF-TOKEN=already' })).cookies).toEqual([]);
    const cookie = (await app.inject({ method: 'GET', url: '/api/v1/xsrf-token' })).cookies.find(
      (c) => c.name === 'XSRF-TOKEN',
    );
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
    expect(cookie?.value).toMatch(/^[\w-]{32}$/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it.each([
    ['no token at all', {}],
    ['the cookie without the header', { cookie: 'XSRF-TOKEN=abc' }],
    ['the header without the cookie', { 'x-xsrf-token': 'abc' }],
    ['a header that does not match', { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' }],
  ])('refuses a write with %s: 403 with a clear message, nothing stored', async (_label, headers) => {
    for (const [url, payload] of [
      ['/api/v1/requests', validQuote()],
      ['/api/v1/contact', { name: 'A', phone_number: '1', email: 'a@example.com', message: 'Hi' }],
    ] as const) {
      const response = await app.inject({ method: 'POST', url, headers, payload });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        status: 0,
        error: 'forbidden',
        message: 'This form has expired or was not sent from this site. Reload the page and try again.',
      });
    }
  });

  it('hands a form a fresh token on request, uncached, which its next write is accepted with', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/xsrf-token',
      headers: { cookie: 'XSRF-TOKEN=refused' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
    const fresh = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(fresh).toMatchObject({ path: '/', sameSite: 'Strict' });
    expect(fresh?.value).toMatch(/^[\w-]{32}$/);
    const write = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { cookie: `XSRF-TOKEN=${fresh?.value}`, 'x-xsrf-token': fresh?.value ?? '' },
      payload: { name: 'A', phone_number: '1', email: 'a@example.com', message: 'Hi' },
    });
    expect(write.statusCode).toBe(201);
  });

  it('accepts a write whose header matches its cookie, and leaves reads alone', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/requests', headers: XSRF, payload: validQuote() }))
        .statusCode,
    ).toBe(201);
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/equipments/list', payload: {} })).statusCode,
    ).toBe(200);
  });
});
