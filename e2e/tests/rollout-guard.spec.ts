import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Request } from '@playwright/test';
import type { RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';
import type { RolloutHistoryEntry } from '@rental/shared/rollouts/rollout-plan.ts';
import { CHANNEL_COOKIES } from '@rental/shared/visitor/visitor-cookies.ts';
import { CANARY_VERSION } from '../support/global-setup.ts';
import { E2E_OPS_TOKEN } from '../support/ops-token.ts';
import { runRollout } from '../support/rollout-command.ts';
import { deployRolloutVersions, FAULTY_VERSION } from '../support/rollouts-site.ts';
import { expect, test } from './fixtures.ts';

/**
 * The rollout guard at work, on a server of its own whose guard runs in seconds (playwright.config.ts):
 * many visitors, each from an address of its own, browse while a canary is rolled out with the rollout
 * command; the guard reads their health reports and changes remotes.json by itself.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });
// A trace's recording of the network holds back the browser's beacons, which these journeys depend on.
test.use({ trace: 'off' });

const site = `http://127.0.0.1:${process.env.E2E_ROLLOUTS_PORT}`;
const root = process.env.E2E_ROLLOUTS_ROOT ?? '';
/** Its live remotes.json and history, in its data folder (the server's default). */
const dataDir = process.env.E2E_ROLLOUTS_DATA_DIR ?? '';
const remotesFile = path.join(dataDir, 'remotes.json');
const historyFile = path.join(dataDir, 'remotes.history.jsonl');
let firstRemotes = '';

const readRemotes = () => JSON.parse(fs.readFileSync(remotesFile, 'utf8')) as RemotesManifest;
const readHistory = () =>
  fs
    .readFileSync(historyFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RolloutHistoryEntry);

const rollout = (...args: string[]) => runRollout(root, remotesFile, args, { ROLLOUT_API_URL: site });

let visitors = 0;

/**
 * One visitor from an address of its own opens the equipment list, and leaves once the page has reported
 * its health. Gives the catalogue version the page shows (none when its region failed). A returning one:
 * its browser drew its bucket id on an earlier page, as a first view is stable below 100 %
 * (docs/architecture.md#rollouts).
 */
async function visit(browser: Browser, forceCanary = false): Promise<string | null> {
  visitors += 1;
  const context = await browser.newContext({
    baseURL: site,
    extraHTTPHeaders: {
      'x-forwarded-for': `10.${visitors >> 16}.${(visitors >> 8) & 255}.${visitors & 255}`,
    },
  });
  await context.addCookies([{ name: CHANNEL_COOKIES.bucketId, value: randomUUID(), url: site }]);
  try {
    const page = await context.newPage();
    const isBeacon = (request: Request) => request.url().endsWith('/api/v1/health/beacons');
    const reported = page.waitForRequest(isBeacon, { timeout: 15_000 });
    await page.goto(`/equipments${forceCanary ? '?mf=catalogue:canary' : ''}`);
    await reported;
    const marker = page.locator('[data-remote="mf_catalogue"]');
    const version = (await marker.count()) > 0 ? await marker.getAttribute('data-remote-version') : null;
    // Leaving the page sends what it has not reported yet, as a visitor's leaving does.
    await page.close({ runBeforeUnload: true });
    return version;
  } finally {
    await context.close();
  }
}

/**
 * Visitors arrive one after another, in rounds (`true` for one who asks for the canary with `?mf=`),
 * until `done` holds or the time runs out. One at a time: a page in a window behind others is throttled
 * by the browser as a person's background tab would be, and would report late.
 */
async function browseUntil(browser: Browser, done: () => boolean, round: boolean[], limitMs: number) {
  const deadline = Date.now() + limitMs;
  const seen: (string | null)[] = [];
  while (!done() && Date.now() < deadline)
    for (const forceCanary of round) if (!done()) seen.push(await visit(browser, forceCanary));
  return seen;
}

test.beforeAll(() => {
  deployRolloutVersions(root, CANARY_VERSION);
  firstRemotes = fs.readFileSync(remotesFile, 'utf8');
});

test.beforeEach(() => {
  fs.writeFileSync(remotesFile, firstRemotes);
  fs.rmSync(historyFile, { force: true });
});

test('the operators’ figures refuse a missing or wrong token', async ({ request }) => {
  expect((await request.get(`${site}/api/v1/ops/health`)).status()).toBe(401);
  const wrong = await request.get(`${site}/api/v1/ops/health`, {
    headers: { 'x-ops-token': 'not-the-token-at-all' },
  });
  expect(wrong.status()).toBe(401);
  expect((await wrong.json()).message).toMatch(/x-ops-token/);
  const right = await request.get(`${site}/api/v1/ops/health`, { headers: { 'x-ops-token': E2E_OPS_TOKEN } });
  expect(right.status()).toBe(200);
});

test('a canary that throws when it renders is killed by the guard at 50 %, and visitors then get stable', async ({
  browser,
}) => {
  rollout('start', 'catalogue', FAULTY_VERSION, '--percent', '50');
  expect(readRemotes().mf_catalogue.canary).toMatchObject({ version: FAULTY_VERSION, percent: 50 });
  const killed = () => readRemotes().mf_catalogue.canary?.percent === 0;
  const seen = await browseUntil(browser, killed, [false], 150_000);
  expect(killed(), 'the guard killed the canary').toBe(true);
  // Canary visitors saw the region fail; stable visitors saw stable.
  expect(seen).toContain(null);
  expect(seen).toContain('1.0.0');
  const kill = readHistory().at(-1)!;
  expect(kill).toMatchObject({ remote: 'mf_catalogue', action: 'kill', by: 'guard' });
  expect(kill.reason).toMatch(/failures per page view/);
  // The outbox folder appears with the first e-mail the sender writes, up to one of its passes after the
  // kill; an error thrown here would end the polling at once.
  const outbox = path.join(dataDir, 'outbox');
  await expect
    .poll(
      () =>
        fs.existsSync(outbox)
          ? fs
              .readdirSync(outbox)
              .filter((file) => file.includes('rollout-guard'))
              .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
              .join('\n')
          : '',
      { timeout: 20_000 },
    )
    .toContain(`[Rollout] kill mf_catalogue ${FAULTY_VERSION}`);
  const after = [await visit(browser), await visit(browser), await visit(browser), await visit(browser)];
  expect(after).toEqual(['1.0.0', '1.0.0', '1.0.0', '1.0.0']);
});

test('a healthy canary started with --ramp climbs 5 → 25 → 50 → 100 % and is promoted', async ({
  browser,
}) => {
  rollout('start', 'catalogue', CANARY_VERSION, '--ramp');
  expect(readRemotes().mf_catalogue.canary).toMatchObject({
    version: CANARY_VERSION,
    percent: 5,
    ramp: true,
  });
  const promoted = () => readRemotes().mf_catalogue.stable.version === CANARY_VERSION;
  await browseUntil(browser, promoted, [true, false, false], 250_000);
  expect(promoted(), 'the guard promoted the canary').toBe(true);
  expect(readRemotes().mf_catalogue.canary).toBeUndefined();
  const guardSteps = readHistory()
    .filter((entry) => entry.by === 'guard')
    .map((entry) => (entry.action === 'promote' ? 'promote' : `${entry.after.canary?.percent} %`));
  expect(guardSteps).toEqual(['25 %', '50 %', '100 %', 'promote']);
  expect(await visit(browser)).toBe(CANARY_VERSION);
  expect(rollout('status')).toContain(`stable  ${CANARY_VERSION}`);
});
