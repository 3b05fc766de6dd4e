import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiServer, type ApiServer } from '../support/api-server.ts';
import { E2E_OPS_TOKEN } from '../support/ops-token.ts';
import { allowConsoleErrors, expect, NOT_FOUND_PAGE, test } from './fixtures.ts';
import { signIn } from './ops-console-support.ts';
import { documentedOpsRoutes } from '@rental/shared/testing/documented-ops-routes.ts';

/**
 * The operators' console on a listener of its own (OPS_PORT; docs/decisions/025): operators open it on
 * its own origin, where no public page runs, and the public site no longer knows it.
 */
test.describe.configure({ mode: 'serial' });
// The console is no server-rendered page; the public site answers /ops 404, which the browser reports.
test.use({ hydrates: false, allowedConsoleErrors: allowConsoleErrors(NOT_FOUND_PAGE) });

const publicPort = Number(process.env.E2E_PORT ?? 8181) + 33;
const opsPort = publicPort + 1;
const publicSite = `http://127.0.0.1:${publicPort}`;
const opsSite = `http://127.0.0.1:${opsPort}`;

let dataDir: string;
let server: ApiServer;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-own-origin-'));
  server = await startApiServer(publicPort, {
    DATA_DIR: dataDir,
    OPS_TOKEN: E2E_OPS_TOKEN,
    OPS_PORT: String(opsPort),
    OPS_HOST: '127.0.0.1',
    ROLLOUT_GUARD: '0',
  });
});

test.afterAll(async () => {
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('operators sign in to the console on its own origin, and it reads the operators’ API there', async ({
  page,
}) => {
  await page.goto(`${opsSite}/ops`);
  await signIn(page, 'Own Origin Operator');
  await expect(page.locator('.remote-card').first()).toBeVisible();
  const overview = await page.request.get(`${opsSite}/api/v1/ops/overview`);
  expect(overview.status()).toBe(200);
  // The session opens nothing on the public origin: there is no operators' API there.
  expect((await page.request.get(`${publicSite}/api/v1/ops/overview`)).status()).toBe(404);
});

test("the public site answers 404 to the console's pages and to every operators' route it documents", async ({
  page,
}) => {
  const answer = await page.goto(`${publicSite}/ops`);
  expect(answer?.status()).toBe(404);
  await expect(page.locator('input[type=password]')).toHaveCount(0);
  const routes = await documentedOpsRoutes(publicSite);
  expect(routes.length).toBeGreaterThanOrEqual(10);
  for (const { method, url } of routes) {
    const routeAnswer = await fetch(`${publicSite}${url}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-ops-token': E2E_OPS_TOKEN },
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(routeAnswer.status, `${method} ${url}`).toBe(404);
  }
  for (const address of ['/ops/history', '/ops/assets/'])
    expect((await fetch(`${publicSite}${address}`)).status, address).toBe(404);
  // The site itself is as before, and the console's origin serves none of it.
  expect((await fetch(`${publicSite}/`)).status).toBe(200);
  expect((await fetch(`${opsSite}/`)).status).toBe(404);
});
