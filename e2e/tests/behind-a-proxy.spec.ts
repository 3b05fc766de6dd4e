import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { OPS_TOKEN_HEADER, type HealthBeacon, type HealthFigures } from '@rental/shared/contracts';
import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';
import { issueViewToken } from '../../api/src/health-figures/view-token.ts';
import { startApiServer, type ApiServer } from '../support/api-server.ts';
import { HAPROXY, isHaproxyInstalled, startHaproxy, type Haproxy } from '../support/haproxy.ts';
import { E2E_HEALTH_SECRET, E2E_OPS_TOKEN } from '../support/ops-token.ts';

/**
 * The site behind a real load balancer (HAProxy, `option forwardfor`) with TRUST_PROXY=1, as docs/configuration.md
 * says to run it: each client is known by the address the proxy saw, whatever it writes in
 * X-Forwarded-For itself, so the per-client limits hold. Every client here is a loopback address of its
 * own (127.0.0.x), which the proxy sees and adds; each request also writes a new X-Forwarded-For.
 */
test.describe.configure({ mode: 'serial' });
test.skip(!isHaproxyInstalled(), `HAProxy is not installed (${HAPROXY}); CI installs it (.ci/run)`);

const proxyPort = Number(process.env.E2E_PORT ?? 8181) + 30;
const apiPort = proxyPort + 1;
const MAX_VIEWS_PER_CLIENT = 3;
const BEACONS_PER_MINUTE = 6;

let dataDir: string;
let api: ApiServer;
let proxy: Haproxy;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-behind-a-proxy-'));
  api = await startApiServer(apiPort, {
    // The API alone: no site is built in this folder.
    SITE_ROOT: dataDir,
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    OPS_TOKEN: E2E_OPS_TOKEN,
    HEALTH_TOKEN_SECRET: E2E_HEALTH_SECRET,
    HEALTH_MAX_VIEWS_PER_CLIENT: String(MAX_VIEWS_PER_CLIENT),
    HEALTH_BEACONS_PER_MINUTE: String(BEACONS_PER_MINUTE),
    ROLLOUT_GUARD: '0',
  });
  proxy = await startHaproxy(proxyPort, apiPort);
});

test.afterAll(async () => {
  await proxy?.close();
  await api?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let forged = 0;
/** An address the client writes into X-Forwarded-For itself, a new one on every request. */
const forgedAddress = () => `203.0.113.${(forged++ % 250) + 1}`;

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: unknown;
}

/** A request through the proxy from the loopback address `client`, with an X-Forwarded-For of its own. */
function through(
  client: string,
  method: 'GET' | 'POST',
  url: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${proxy.origin}${url}`,
      {
        method,
        localAddress: client,
        headers: {
          ...headers,
          'x-forwarded-for': forgedAddress(),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            body: text ? JSON.parse(text) : undefined,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const XSRF = 'behind-a-proxy-xsrf-token';
const signIn = (client: string, token: string) =>
  through(client, 'POST', '/api/v1/ops/session', {
    headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
    body: { token, operator: 'Behind a proxy' },
  });
const readReleases = (client: string, token: string) =>
  through(client, 'GET', '/api/v1/ops/releases', { headers: { [OPS_TOKEN_HEADER]: token } });

const expectRefused = (answer: Answer) => {
  expect(answer.status).toBe(429);
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
};

test('a client that writes a new X-Forwarded-For on every sign-in still meets 429 after ten wrong ones', async () => {
  const guesser = '127.0.0.2';
  const statuses: number[] = [];
  for (let guess = 0; guess < 10; guess++)
    statuses.push((await signIn(guesser, `wrong-token-${guess}-0123456789`)).status);
  expect(statuses).toEqual(Array<number>(10).fill(401));
  expectRefused(await signIn(guesser, 'wrong-token-eleven-0123456789'));
  expectRefused(await signIn(guesser, E2E_OPS_TOKEN));
  // Another client behind the same proxy signs in.
  expect((await signIn('127.0.0.5', E2E_OPS_TOKEN)).status).toBe(200);
});

test('a client that guesses the token in the header of a read route meets 429 after ten, however it forges its address', async () => {
  const guesser = '127.0.0.3';
  const statuses: number[] = [];
  for (let guess = 0; guess < 10; guess++)
    statuses.push((await readReleases(guesser, `wrong-token-${guess}-0123456789`)).status);
  expect(statuses).toEqual(Array<number>(10).fill(401));
  expectRefused(await readReleases(guesser, 'wrong-token-eleven-0123456789'));
  expectRefused(await readReleases(guesser, E2E_OPS_TOKEN));
  expect((await readReleases('127.0.0.6', E2E_OPS_TOKEN)).status).toBe(200);
});

test("the health beacons' per-client caps hold behind the proxy", async () => {
  const version = '9.0.0-behind-a-proxy';
  const entry = `/remotes/mf_catalogue/${version}/mf-manifest.json`;
  const assignment: RemoteAssignment = {
    remote: 'mf_catalogue',
    channel: 'stable',
    version,
    entry,
    stable: { version, entry },
  };
  const beacon = (): HealthBeacon => ({
    token: issueViewToken(E2E_HEALTH_SECRET, [assignment], Date.now()),
    viewId: randomBytes(16).toString('base64url'),
    events: [{ remote: 'mf_catalogue', version, channel: 'stable', kind: 'view' }],
  });
  const visitor = '127.0.0.4';
  const statuses: number[] = [];
  for (let view = 0; view <= BEACONS_PER_MINUTE; view++)
    statuses.push((await through(visitor, 'POST', '/api/v1/health/beacons', { body: beacon() })).status);
  // Each a page view of its own from a "new" address: the beacons past the minute's share are refused…
  expect(statuses).toEqual([...Array<number>(BEACONS_PER_MINUTE).fill(202), 429]);
  // …and of those accepted, the page views past the client's share count for nothing.
  const figures = await through('127.0.0.7', 'GET', '/api/v1/ops/health', {
    headers: { [OPS_TOKEN_HEADER]: E2E_OPS_TOKEN },
  });
  expect(figures.status).toBe(200);
  const row = (figures.body as { data: HealthFigures[] }).data.find((seen) => seen.version === version);
  expect(row?.views).toBe(MAX_VIEWS_PER_CLIENT);
});
