import path from 'node:path';
import { remoteNamed } from '@rental/shared/federation/remote-modules.ts';
import { publishRelease } from '@rental/shared/releases/publish-release.ts';
import { openReleaseStore } from '@rental/shared/releases/stores/open-release-store.ts';
import { CANARY_VERSION } from '../support/global-setup.ts';
import { catalogueSigningKey } from '../support/release-store.ts';
import { sendGeneratedHealth } from '../support/generated-health.ts';
import { expect, test } from './fixtures.ts';
import {
  consoleRollout,
  consoleSite,
  freshVisitorVersions,
  readConsoleRemotes,
  remoteCard,
  signedInConsole,
} from './ops-console-support.ts';

/**
 * An operator on call steers a rollout from the console (docs/decisions/025), on a server of its own whose
 * guard only judges: a canary is started with the rollout command, page views are reported as the
 * site's pages report them, and the operators act in two browsers.
 */
test.describe.configure({ mode: 'serial' });

const repoRoot = path.resolve(import.meta.dirname, '../..');
// The console is no server-rendered page: nothing to wait for before it answers.
test.use({ hydrates: false });

const KILL_REASON = 'Canary fails one page view in ten: killing it until the list is fixed';

test('a failing canary shows above its limit, is killed with a reason, and every console sees it at once', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  consoleRollout('start', 'catalogue', CANARY_VERSION, '--percent', '50');
  // Page views count for the canary the server serves: it reads remotes.json anew within a second or two.
  await expect.poll(() => freshVisitorVersions(40)).toContain(CANARY_VERSION);
  // The guard counts a canary's figures from the first whole minute after its start (docs/decisions/017).
  const since = Date.parse(readConsoleRemotes().mf_catalogue.canary?.since ?? '');
  await new Promise((resolve) => setTimeout(resolve, Math.ceil(since / 60_000) * 60_000 + 500 - Date.now()));
  // A healthy stable, and a canary whose list fails one page view in ten.
  await sendGeneratedHealth({
    site: consoleSite,
    remote: 'mf_catalogue',
    stable: { version: '1.0.0', views: 300, failureShare: 0, lcp: 1200 },
    canary: { version: CANARY_VERSION, views: 100, failureShare: 0.1, lcp: 1250 },
    firstVisitor: 1,
  });

  const ana = await signedInConsole(browser, 'Ana Operator');
  const bea = await signedInConsole(browser, 'Bea Oncall');
  // The second operator watches the overview.
  await expect(remoteCard(bea, 'catalogue')).toContainText(CANARY_VERSION);
  await expect(remoteCard(bea, 'catalogue')).toContainText('Would kill');

  await ana.getByRole('link', { name: 'Charts and actions for catalogue' }).click();
  await expect(ana.getByRole('heading', { level: 1, name: 'catalogue' })).toBeVisible();
  const failures = ana.getByRole('figure', { name: 'Failures per page view' });
  await expect(failures.locator('canvas').first()).toBeVisible();
  await expect(failures).toContainText(/The canary is above the guard's limit in [1-9]\d* of \d+ minutes/);
  // The same in the chart's table: the canary above a limit of stable's 0 % + 2 points.
  await failures.getByRole('button', { name: 'Show as a table' }).click();
  const above = failures.getByRole('row').filter({ hasText: 'above the limit' }).first();
  await expect(above.getByRole('cell').last()).toHaveText('2.0%');

  await ana.getByRole('button', { name: 'Kill the canary' }).click();
  const dialog = ana.getByRole('dialog', { name: 'Kill the canary of catalogue' });
  await expect(dialog).toContainText(
    `The 50 % of visitors on canary ${CANARY_VERSION} go back to stable 1.0.0`,
  );
  await dialog.getByLabel('Reason').fill(KILL_REASON);
  await dialog.getByRole('button', { name: 'Kill the canary' }).click();
  await expect(ana.getByRole('status')).toHaveText('The canary of catalogue has been killed.');
  // The second console follows within the five seconds the console promises.
  await expect(remoteCard(bea, 'catalogue')).toContainText('Killed: no visitor gets it', { timeout: 5_000 });

  expect(readConsoleRemotes().mf_catalogue.canary?.percent).toBe(0);
  expect(new Set(await freshVisitorVersions(40))).toEqual(new Set(['1.0.0']));

  await ana.getByRole('link', { name: 'History', exact: true }).click();
  const kill = ana.getByRole('row').filter({ hasText: KILL_REASON });
  await expect(kill).toContainText('Kill');
  await expect(kill).toContainText('Ana Operator');
  await expect(kill).toContainText(`stable 1.0.0, canary ${CANARY_VERSION} at 50 %`);
  await expect(kill).toContainText(`stable 1.0.0, canary ${CANARY_VERSION} killed`);
  await ana.context().close();
  await bea.context().close();
});

test('a change made from a view another operator has changed is refused, with the rollout as it is now', async ({
  browser,
}) => {
  consoleRollout('start', 'catalogue', CANARY_VERSION, '--percent', '20');
  const ana = await signedInConsole(browser, 'Ana Operator');
  const bea = await signedInConsole(browser, 'Bea Oncall');
  for (const page of [ana, bea]) {
    await page.goto('/ops/remotes/catalogue');
    await expect(page.getByText('20 % of visitors')).toBeVisible();
  }
  // Bea opens the percent change while Ana promotes the canary.
  await bea.getByRole('button', { name: 'Change percent' }).click();
  const percent = bea.getByRole('dialog', { name: "Change the canary's percent of catalogue" });
  await ana.getByRole('button', { name: 'Promote' }).click();
  const promote = ana.getByRole('dialog', { name: 'Promote the canary of catalogue' });
  await expect(promote).toContainText(`Every visitor gets ${CANARY_VERSION}: the 80 % now on stable 1.0.0`);
  await promote.getByLabel('Reason').fill('Healthy for a whole window at 20 %');
  await promote.getByRole('button', { name: 'Promote' }).click();
  await expect(ana.getByRole('status')).toHaveText('The canary of catalogue is now stable.');

  await percent.getByLabel('New percent of visitors (1 to 100)').fill('40');
  await percent.getByLabel('Reason').fill('More traffic on the canary');
  await percent.getByRole('button', { name: 'Change the percent' }).click();
  const refusal = percent.getByRole('alert');
  await expect(refusal).toContainText('Nothing was changed: the rollout changed since you opened this view.');
  await expect(refusal).toContainText(`stable ${CANARY_VERSION}, no canary`);
  const remotes = readConsoleRemotes().mf_catalogue;
  expect(remotes.stable.version).toBe(CANARY_VERSION);
  expect(remotes.canary).toBeUndefined();
  await percent.getByRole('button', { name: 'Close' }).click();
  await expect(bea.getByRole('button', { name: 'Start a canary' })).toBeVisible();

  // Back to where the journeys started, with the command's own rollback.
  consoleRollout('rollback', 'catalogue');
  await ana.context().close();
  await bea.context().close();
});

test('a canary of a published release is started from the console, pinned to the store it was verified in', async ({
  browser,
}) => {
  const store = process.env.E2E_CONSOLE_STORE ?? '';
  await publishRelease({
    remote: remoteNamed('mf_catalogue'),
    version: CANARY_VERSION,
    buildFolder: path.join(repoRoot, 'mf-catalogue', 'dist', CANARY_VERSION),
    store: openReleaseStore(store),
    signingKey: catalogueSigningKey(),
    sharedVersions: {},
    now: new Date(),
  });
  const ana = await signedInConsole(browser, 'Ana Operator');
  await ana.goto('/ops/remotes/catalogue');
  await ana.getByRole('button', { name: 'Start a canary' }).click();
  const start = ana.getByRole('dialog', { name: 'Start a canary of catalogue' });
  await expect(start.getByRole('combobox', { name: 'Published version' })).toHaveValue(
    `${store}\n${CANARY_VERSION}`,
  );
  await start.getByLabel('Percent of visitors (1 to 100)').fill('30');
  await expect(start).toContainText(`30 % of visitors get ${CANARY_VERSION}`);
  await start.getByLabel('Reason').fill('New list layout, signed by the catalogue team');
  await start.getByRole('button', { name: 'Start the canary' }).click();
  await expect(ana.getByRole('status')).toHaveText('The canary of catalogue has started.');

  const canary = readConsoleRemotes().mf_catalogue.canary;
  expect(canary).toMatchObject({ version: CANARY_VERSION, percent: 30, release: { store } });
  // The instance fetches and verifies it when a page first asks for it, and serves it from then on.
  await expect.poll(() => freshVisitorVersions(20), { timeout: 15_000 }).toContain(CANARY_VERSION);
  await expect(ana.getByText('verified on this server')).toBeVisible();
  const started = ana.getByRole('row').filter({ hasText: 'New list layout' });
  await expect(started).toContainText('Start');
  await expect(started).toContainText('Ana Operator');

  consoleRollout('kill', 'catalogue');
  await ana.context().close();
});
