import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { openTestDatabase, XSRF } from '../../testing/test-app.ts';
import { testSettings } from '../../testing/test-settings.ts';

const OPS_TOKEN = 'console-sign-in-token-for-tests';

// Signing in to the operators' console (docs/decisions/025).
describe('operators’ console sessions', () => {
  let database: DatabaseHandle;
  let app: ApiInstance;
  let client = 0;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp(
      { db: database.db, logger: { level: 'info', stream } },
      testSettings({ trustProxy: { hops: 1 }, health: { opsToken: OPS_TOKEN } }),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** Each test signs in from an address of its own, so the sign-in limit of one never meets another's. */
  const newClient = () => `10.9.0.${++client}`;
  const signIn = (from: string, body: object, url = '/api/v1/ops/session', headers: object = XSRF) =>
    app.inject({ method: 'POST', url, payload: body, headers: { ...headers, 'x-forwarded-for': from } });
  const sessionCookie = (response: Awaited<ReturnType<typeof signIn>>) =>
    response.cookies.find((cookie) => cookie.name === 'ops_session');
  const asOperator = (cookie: string, method: 'GET' | 'DELETE', url: string, headers: object = {}) =>
    app.inject({ method, url, headers: { ...headers, cookie: `ops_session=${cookie}; ${XSRF.cookie}` } });

  it('exchanges the token for an HTTP-only, SameSite=Strict session cookie with an expiry, and never echoes it', async () => {
    const answer = await signIn(newClient(), { token: OPS_TOKEN, operator: '  Dana  ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ operator: 'Dana', expiresAt: expect.any(String) });
    expect(answer.body).not.toContain(OPS_TOKEN);
    const cookie = sessionCookie(answer)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.value).not.toContain(OPS_TOKEN);
    expect(new Date(cookie.expires!).getTime()).toBeGreaterThan(Date.now());
    // The hint the console's script reads says only that there is a session, and ends with it.
    const hint = answer.cookies.find(({ name }) => name === 'ops_signed_in');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Strict', path: '/', expires: cookie.expires });
    expect(hint?.httpOnly).not.toBe(true);

    const session = await asOperator(cookie.value, 'GET', '/api/v1/ops/session');
    expect(session.json().data.operator).toBe('Dana');
    // The operators' figures open to the session as they do to the command's header.
    expect((await asOperator(cookie.value, 'GET', '/api/v1/ops/releases')).statusCode).toBe(200);
  });

  it('is Secure when served over https', async () => {
    const answer = await signIn(newClient(), { token: OPS_TOKEN, operator: 'Dana' }, undefined, {
      ...XSRF,
      'x-forwarded-proto': 'https',
    });
    expect(sessionCookie(answer)).toMatchObject({ secure: true });
  });

  it('says a wrong token is wrong, whatever it looks like, and opens nothing', async () => {
    for (const token of ['x', OPS_TOKEN.slice(0, -1), `${OPS_TOKEN}x`, 'ä'.repeat(OPS_TOKEN.length)]) {
      const answer = await signIn(newClient(), { token, operator: 'Dana' });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe("That is not the operators' token.");
      expect(sessionCookie(answer)).toBeUndefined();
    }
  });

  it('takes the token from the body only, never from the address', async () => {
    const from = newClient();
    const inAddress = await signIn(from, {}, `/api/v1/ops/session?token=${OPS_TOKEN}`);
    expect(inAddress.statusCode).toBe(422);
    const both = await signIn(from, { token: OPS_TOKEN, operator: 'Dana' }, `/api/v1/ops/session?token=x`);
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toMatch(/request body only/);
    expect(sessionCookie(both)).toBeUndefined();
    // The requests were logged, by path alone.
    expect(logLines.join('')).toContain('"url":"/api/v1/ops/session"');
    expect(logLines.join('')).not.toContain(OPS_TOKEN);
  });

  it('needs the CSRF header to sign in and to sign out', async () => {
    const from = newClient();
    expect((await signIn(from, { token: OPS_TOKEN, operator: 'Dana' }, undefined, {})).statusCode).toBe(403);
    const cookie = sessionCookie(await signIn(from, { token: OPS_TOKEN, operator: 'Dana' }))!.value;
    const withoutHeader = await app.inject({
      method: 'DELETE',
      url: '/api/v1/ops/session',
      headers: { cookie: `ops_session=${cookie}; ${XSRF.cookie}` },
    });
    expect(withoutHeader.statusCode).toBe(403);
    expect((await asOperator(cookie, 'GET', '/api/v1/ops/session')).statusCode).toBe(200);
  });

  it('ends the session on signing out', async () => {
    const cookie = sessionCookie(await signIn(newClient(), { token: OPS_TOKEN, operator: 'Dana' }))!.value;
    const out = await asOperator(cookie, 'DELETE', '/api/v1/ops/session', {
      'x-xsrf-token': XSRF['x-xsrf-token'],
    });
    expect(out.statusCode).toBe(204);
    const cleared = (name: string) => out.cookies.find((candidate) => candidate.name === name);
    expect(cleared('ops_session')).toMatchObject({ value: '' });
    expect(cleared('ops_signed_in')).toMatchObject({ value: '' });
    expect((await asOperator(cookie, 'GET', '/api/v1/ops/session')).statusCode).toBe(401);
    expect((await asOperator(cookie, 'GET', '/api/v1/ops/releases')).statusCode).toBe(401);
  });

  it('answers 429 to a client past ten sign-ins in a quarter of an hour, and not to another client', async () => {
    const from = newClient();
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await signIn(from, { token: 'wrong', operator: 'Mallory' })).statusCode).toBe(401);
    const eleventh = await signIn(from, { token: OPS_TOKEN, operator: 'Mallory' });
    expect(eleventh.statusCode).toBe(429);
    expect(sessionCookie(eleventh)).toBeUndefined();
    expect((await signIn(newClient(), { token: OPS_TOKEN, operator: 'Dana' })).statusCode).toBe(200);
  });

  it('names the field of a sign-in that breaks the contract', async () => {
    const answer = await signIn(newClient(), { token: OPS_TOKEN, operator: '   ' });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().fields)).toEqual(['operator']);
  });
});

describe('the console’s cookies behind a TLS proxy the server does not trust', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.close();
  });

  /** The cookies of a sign-in that reached the server over plain http, on a site whose address is `siteUrl`. */
  async function signInCookies(siteUrl: string | undefined) {
    const app = await buildApp(
      { db: database.db },
      testSettings({ siteUrl, health: { opsToken: OPS_TOKEN } }),
    );
    try {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v1/ops/session',
        payload: { token: OPS_TOKEN, operator: 'Dana' },
        headers: { ...XSRF, 'x-forwarded-proto': 'https' },
      });
      expect(answer.statusCode).toBe(200);
      return answer.cookies.filter(({ name }) => name.startsWith('ops_'));
    } finally {
      await app.close();
    }
  }

  it('are Secure when the site’s address is https, though the request came as http', async () => {
    const cookies = await signInCookies('https://www.rentals.test');
    expect(cookies.map(({ name, secure }) => [name, secure])).toEqual([
      ['ops_session', true],
      ['ops_signed_in', true],
    ]);
  });

  it('are not Secure when it is http, and X-Forwarded-Proto from an untrusted hop changes nothing', async () => {
    for (const siteUrl of ['http://localhost:8080', undefined])
      expect((await signInCookies(siteUrl)).map(({ secure }) => secure === true)).toEqual([false, false]);
  });
});
