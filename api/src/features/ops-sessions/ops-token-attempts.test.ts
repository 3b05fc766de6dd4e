import { randomInt } from 'node:crypto';
import { OPS_TOKEN_HEADER } from '@rental/shared/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { openTestDatabase, XSRF } from '../../testing/test-app.ts';
import { testSettings } from '../../testing/test-settings.ts';
import '../../testing/provided-context.ts';

const OPS_TOKEN = 'operators-token-for-guessing-tests';
const WRONG = 'not-the-operators-token-at-all';
const LIMIT = 10;

// A fresh address per client and run, so counts a shared Redis keeps from earlier runs never interfere.
const newClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

type Answer = Awaited<ReturnType<ApiInstance['inject']>>;

/** Every route that takes the operators' token, from the API's own document, so a new one is covered. */
async function tokenRoutes(app: ApiInstance) {
  const document = (await app.inject({ url: '/api/v1/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths)
    .filter(([route]) => route.startsWith('/api/v1/ops/'))
    .flatMap(([route, methods]) =>
      Object.keys(methods)
        .map((method) => method.toUpperCase())
        // HEAD answers as GET does; GET /ops/session reads the session alone, never a token.
        .filter((method) => method !== 'HEAD' && !(method === 'GET' && route === '/api/v1/ops/session'))
        .map((method) => ({
          method: method as 'GET' | 'POST' | 'DELETE',
          url: route
            .replace('{remote}', 'catalogue')
            .replace('{action}', 'kill')
            .concat(route.endsWith('/series') ? '?remote=catalogue' : ''),
        })),
    );
}

/** A body each POST route takes, so that only the token decides its answer. */
const postBody = (url: string) =>
  url === '/api/v1/ops/session'
    ? { token: OPS_TOKEN, operator: 'Dana' }
    : { revision: 'x', reason: 'guessing' };

function limitedBehind(app: () => ApiInstance) {
  const read = (client: string, token?: string, cookie?: string) =>
    app().inject({
      method: 'GET',
      url: '/api/v1/ops/releases',
      remoteAddress: client,
      headers: { ...(token ? { [OPS_TOKEN_HEADER]: token } : {}), ...(cookie ? { cookie } : {}) },
    });
  const signIn = (client: string, token: string) =>
    app().inject({
      method: 'POST',
      url: '/api/v1/ops/session',
      remoteAddress: client,
      headers: XSRF,
      payload: { token, operator: 'Dana' },
    });
  const expectRefused = (answer: Answer, what: string) => {
    expect(answer.statusCode, what).toBe(429);
    expect(Number(answer.headers['retry-after']), what).toBeGreaterThan(0);
    expect(answer.json(), what).toEqual({
      status: 0,
      error: 'too_many_requests',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
  };
  return { read, signIn, expectRefused };
}

describe("wrong operators' tokens", () => {
  let database: DatabaseHandle;
  let app: ApiInstance;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp({ db: database.db }, testSettings({ health: { opsToken: OPS_TOKEN } }));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const { read, signIn, expectRefused } = limitedBehind(() => app);

  it('are answered 429 past ten from one client, on every route that takes the token, right or wrong', async () => {
    const guesser = newClient();
    for (let guess = 0; guess < LIMIT; guess++)
      expect((await read(guesser, `${WRONG}-${guess}`)).statusCode).toBe(401);
    expectRefused(await read(guesser, WRONG), 'the next wrong token');
    // Past the limit the answer tells nothing: the right token meets the same refusal.
    expectRefused(await read(guesser, OPS_TOKEN), 'the right token');
    expectRefused(await signIn(guesser, OPS_TOKEN), 'a sign-in');
    const routes = await tokenRoutes(app);
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const { method, url } of routes) {
      const answer = await app.inject({
        method,
        url,
        remoteAddress: guesser,
        headers: { ...XSRF, [OPS_TOKEN_HEADER]: OPS_TOKEN },
        ...(method === 'POST' ? { payload: postBody(url) } : {}),
      });
      expectRefused(answer, `${method} ${url}`);
    }
  });

  it('never hold back another client, its right token or its session', async () => {
    const guesser = newClient();
    for (let guess = 0; guess <= LIMIT; guess++) await read(guesser, WRONG);
    expect((await read(guesser, OPS_TOKEN)).statusCode).toBe(429);

    const operator = newClient();
    expect((await read(operator, OPS_TOKEN)).statusCode).toBe(200);
    const signedIn = await signIn(operator, OPS_TOKEN);
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.cookies.find(({ name }) => name === 'ops_session')!.value;
    expect((await read(operator, undefined, `ops_session=${session}`)).statusCode).toBe(200);
    // A session cannot be guessed: it opens the API even from an address whose guesses are refused.
    expect((await read(guesser, undefined, `ops_session=${session}`)).statusCode).toBe(200);
  });

  it('count with wrong sign-ins, in one count per client', async () => {
    const guesser = newClient();
    for (let guess = 0; guess < LIMIT / 2; guess++) {
      expect((await signIn(guesser, `${WRONG}-${guess}`)).statusCode).toBe(401);
      expect((await read(guesser, `${WRONG}-${guess}`)).statusCode).toBe(401);
    }
    expectRefused(await read(guesser, WRONG), 'a header after five wrong sign-ins and five wrong headers');
    expectRefused(await signIn(guesser, OPS_TOKEN), 'a sign-in after them');
  });

  it('are the only ones counted: right tokens and requests without one never use up the limit', async () => {
    const operator = newClient();
    for (let request = 0; request < 2 * LIMIT; request++) {
      expect((await read(operator, OPS_TOKEN)).statusCode).toBe(200);
      expect((await read(operator)).statusCode).toBe(401);
    }
    expect((await read(operator, WRONG)).statusCode).toBe(401);
  });
});

const redisUrl = inject('redisUrl');

describe.skipIf(!redisUrl)("wrong operators' tokens with several API instances", () => {
  let database: DatabaseHandle;
  const connections: Redis[] = [];
  const apps: ApiInstance[] = [];
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    for (let instance = 0; instance < 2; instance++) {
      const redis = new Redis(redisUrl!);
      connections.push(redis);
      apps.push(
        await buildApp({ db: database.db, redis }, testSettings({ health: { opsToken: OPS_TOKEN } })),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const redis of connections) redis.disconnect();
    await database.close();
  });

  it('share one count through Redis', async () => {
    const [first, second] = [limitedBehind(() => apps[0]!), limitedBehind(() => apps[1]!)];
    const guesser = newClient();
    for (let guess = 0; guess < LIMIT / 2; guess++) {
      expect((await first.read(guesser, WRONG)).statusCode).toBe(401);
      expect((await second.read(guesser, WRONG)).statusCode).toBe(401);
    }
    first.expectRefused(await first.read(guesser, OPS_TOKEN), 'the right token on the first instance');
    second.expectRefused(await second.read(guesser, WRONG), 'a wrong one on the second');
    expect((await second.read(newClient(), OPS_TOKEN)).statusCode).toBe(200);
  });
});
