import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testSettings } from '../testing/test-settings.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { ApiInstance } from '../http/fastify-types.ts';
import type { RateLimitSettings } from '../config.ts';
import { openTestDatabase, XSRF } from '../testing/test-app.ts';
import '../testing/provided-context.ts';

const message = { name: 'Ana', phone_number: '+1 305 555 0100', email: 'ana@example.com', message: 'Hello' };
// A fresh client address per run, so counters kept by a shared Redis from earlier runs never interfere.
const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function appWith(
  database: DatabaseHandle,
  limits: RateLimitSettings,
  redis?: Redis,
): Promise<ApiInstance> {
  return buildApp({ db: database.db, redis }, testSettings({ rateLimit: limits }));
}

const contact = (app: ApiInstance, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/v1/contact', headers: XSRF, payload: message, remoteAddress });

describe('rate limits on the public forms', () => {
  let database: DatabaseHandle;
  let app: ApiInstance;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await appWith(database, { max: 3, windowSeconds: 60 });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answer 429 with Retry-After and a message past the limit, per client', async () => {
    const client = clientAddress();
    for (let i = 0; i < 3; i++) expect((await contact(app, client)).statusCode).toBe(201);
    const refused = await contact(app, client);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      status: 0,
      error: 'too_many_requests',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
    expect((await contact(app, clientAddress())).statusCode).toBe(201);
  });

  it('leave the catalogue alone', async () => {
    const client = clientAddress();
    for (let i = 0; i < 6; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/equipments/list',
        payload: {},
        remoteAddress: client,
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

const redisUrl = inject('redisUrl');

describe.skipIf(!redisUrl)('rate limits with several API instances', () => {
  let database: DatabaseHandle;
  let redisA: Redis;
  let redisB: Redis;
  let first: ApiInstance;
  let second: ApiInstance;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    redisA = new Redis(redisUrl!);
    redisB = new Redis(redisUrl!);
    first = await appWith(database, { max: 3, windowSeconds: 60 }, redisA);
    second = await appWith(database, { max: 3, windowSeconds: 60 }, redisB);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    redisA.disconnect();
    redisB.disconnect();
    await database.close();
  });

  it('share one count through Redis', async () => {
    const client = clientAddress();
    expect((await contact(first, client)).statusCode).toBe(201);
    expect((await contact(second, client)).statusCode).toBe(201);
    expect((await contact(first, client)).statusCode).toBe(201);
    expect((await contact(second, client)).statusCode).toBe(429);
  });
});
