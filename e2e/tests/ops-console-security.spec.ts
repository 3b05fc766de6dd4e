import { E2E_OPS_TOKEN } from '../support/ops-token.ts';
import { expectNoViolations, PHONE } from './a11y-support.ts';
import { expect, test } from './fixtures.ts';
import { consoleSite, nextAddress, signedInConsole, signIn } from './ops-console-support.ts';

/** The console's doors (docs/decisions/025): its API, its pages, its sign-in, and what it shows to whom. */
// The console is no server-rendered page: nothing to wait for before it answers.
test.use({ hydrates: false });

const XSRF = 'journey-xsrf-token';

/** Every operators' route the API documents, with a path its parameters fit. */
async function consoleRoutes() {
  const answer = await fetch(`${consoleSite}/api/v1/docs/json`);
  const document = (await answer.json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths)
    .filter(([route]) => route.startsWith('/api/v1/ops/') && route !== '/api/v1/ops/session')
    .flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        url: route
          .replace('{remote}', 'catalogue')
          .replace('{action}', 'kill')
          .concat(route.endsWith('/series') ? '?remote=catalogue' : ''),
      })),
    );
}

async function signedInCookies(address: string) {
  const answer = await fetch(`${consoleSite}/api/v1/ops/session`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
    },
    body: JSON.stringify({ token: E2E_OPS_TOKEN, operator: 'Security Journey' }),
  });
  expect(answer.status).toBe(200);
  const session = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('ops_session='))!;
  return `${session.split(';')[0]}; XSRF-TOKEN=${XSRF}`;
}

test("every operators' route answers 401 without a session, and every change 403 without the CSRF token", async () => {
  const routes = await consoleRoutes();
  expect(routes.filter((route) => route.method === 'POST').length).toBeGreaterThan(0);
  expect(routes.filter((route) => route.method === 'GET').length).toBeGreaterThanOrEqual(4);
  const address = nextAddress();
  const cookies = await signedInCookies(address);
  for (const { method, url } of routes) {
    const body =
      method === 'POST' ? JSON.stringify({ revision: 'x', reason: 'security journey' }) : undefined;
    const json: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
    const without = await fetch(`${consoleSite}${url}`, {
      method,
      headers: { ...json, 'x-forwarded-for': address, cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
      body,
    });
    expect(without.status, `${method} ${url} without a session`).toBe(401);
    if (method !== 'POST') continue;
    const noCsrf = await fetch(`${consoleSite}${url}`, {
      method,
      headers: { ...json, 'x-forwarded-for': address, cookie: cookies },
      body,
    });
    expect(noCsrf.status, `${method} ${url} without the CSRF header`).toBe(403);
  }
});

test('the token is never taken from an address, and the eleventh wrong sign-in from a client is answered 429', async () => {
  const address = nextAddress();
  const headers = {
    'content-type': 'application/json',
    'x-forwarded-for': address,
    cookie: `XSRF-TOKEN=${XSRF}`,
    'x-xsrf-token': XSRF,
  };
  const inQuery = await fetch(`${consoleSite}/api/v1/ops/session?token=${E2E_OPS_TOKEN}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token: 'not-the-operators-token-0123', operator: 'Query' }),
  });
  expect(inQuery.status).toBe(400);
  expect(inQuery.headers.getSetCookie().some((cookie) => cookie.startsWith('ops_session='))).toBe(false);
  const overview = await fetch(`${consoleSite}/api/v1/ops/overview?token=${E2E_OPS_TOKEN}`);
  expect(overview.status).toBe(401);

  // A client of its own: the attempt above counts too.
  const guesser = { ...headers, 'x-forwarded-for': nextAddress() };
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 11; attempt += 1) {
    const answer = await fetch(`${consoleSite}/api/v1/ops/session`, {
      method: 'POST',
      headers: guesser,
      body: JSON.stringify({ token: `wrong-token-${attempt}-0123456789`, operator: 'Guesser' }),
    });
    statuses.push(answer.status);
  }
  expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
});

test('every console address shows the sign-in without a session, is not indexed and not linked from the site', async ({
  page,
}) => {
  for (const address of ['/ops', '/ops/history', '/ops/remotes/catalogue', '/ops/nowhere']) {
    const answer = await page.goto(`${consoleSite}${address}`);
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(answer?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { level: 1, name: "Operators' console" })).toBeVisible();
    await expect(page.getByLabel("Operators' token")).toBeVisible();
  }
  for (const address of ['/', '/sitemap.xml', '/robots.txt']) {
    const text = await (await fetch(`${consoleSite}${address}`)).text();
    expect(text, address).not.toMatch(/\/ops\b/);
  }
});

test('axe finds nothing on any console page, on a desktop and a phone, in English and French', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const [viewport, language] of [
    [{ width: 1440, height: 900 }, 'en'],
    [PHONE, 'en'],
    [{ width: 1440, height: 900 }, 'fr'],
  ] as const) {
    const context = await browser.newContext({
      baseURL: consoleSite,
      viewport,
      extraHTTPHeaders: { 'x-forwarded-for': nextAddress() },
    });
    await context.addInitScript((code) => localStorage.setItem('doral-rentals.language', code), language);
    const page = await context.newPage();
    const state = (name: string) => `${name} at ${viewport.width} px in ${language}`;
    await page.goto('/ops');
    await expect(page.locator('input[type=password]')).toBeVisible();
    await expectNoViolations(page, state('sign-in'));
    await page.locator('input[name=operator]').fill('Axe Operator');
    await page.locator('input[type=password]').fill(E2E_OPS_TOKEN);
    await page.locator('button[type=submit]').click();
    await expect(page.locator('.remote-card').first()).toBeVisible();
    await expectNoViolations(page, state('overview'));
    await page.goto('/ops/remotes/catalogue');
    await expect(page.locator('.chart').first()).toBeVisible();
    await expectNoViolations(page, state('remote'));
    await page.locator('.chart').nth(1).getByRole('button').click();
    await expectNoViolations(page, state('chart as a table'));
    await page.locator('.actions button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, state('change dialog'));
    await page.keyboard.press('Escape');
    await page.goto('/ops/history');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, state('history'));
    await page.goto('/ops/nowhere');
    await expectNoViolations(page, state('not found'));
    await context.close();
  }
});

test('a signed-out console shows the sign-in again, and its session no longer opens the API', async ({
  browser,
}) => {
  const page = await signedInConsole(browser, 'Leaving Operator');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel("Operators' token")).toBeVisible();
  const overview = await page.request.get('/api/v1/ops/overview');
  expect(overview.status()).toBe(401);
  await page.reload();
  await signIn(page, 'Back Again');
  await page.context().close();
});
