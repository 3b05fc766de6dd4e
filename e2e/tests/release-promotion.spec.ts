import { allStableRemotes } from '@rental/shared/testing/stable-remotes.ts';
import { CANARY_VERSION } from '../support/global-setup.ts';
import { expect, test } from './fixtures.ts';
import {
  everyFreshVisitorFollows,
  everyInstanceServesAFreshBrowser,
  fleetOfSpec,
} from './release-fleet-support.ts';

/**
 * A release's whole way through a fleet of two instances (docs/decisions/016, 024): published once to an
 * S3-compatible store, started, stepped up with `npm run rollout -- percent`, promoted and rolled back.
 * After each change every fresh visitor of both instances gets the build remotes.json gives them,
 * rendered on the server from the verified release: the release's pin travels with it to stable and back.
 */
const fleet = fleetOfSpec(22);

/** Changes the catalogue's rollout with the command, then waits until both instances serve the change. */
async function change(...args: string[]) {
  const before = fleet().remotes().mf_catalogue;
  await fleet().rollout(...args);
  const after = fleet().remotes().mf_catalogue;
  await everyFreshVisitorFollows(fleet().instances, before, after);
  return after;
}

const startCatalogue = (version: string, percent: number) =>
  change('start', 'catalogue', version, '--percent', String(percent), '--store', fleet().s3Store);

test('a release ramped up to everyone and promoted is every fresh visitor’s, on both instances', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await fleet().publishCatalogue(CANARY_VERSION, fleet().s3Store);
  const { canary } = await startCatalogue(CANARY_VERSION, 5);
  expect(canary?.release).toEqual({ store: fleet().s3Store, digest: expect.stringMatching(/^sha384-/) });
  for (const percent of [25, 50, 100]) await change('percent', 'catalogue', String(percent));
  await everyInstanceServesAFreshBrowser(browser, fleet().instances, fleet().remotes().mf_catalogue);

  const promoted = await change('promote', 'catalogue');
  expect(promoted).toEqual({
    stable: { version: CANARY_VERSION, entry: canary!.entry, release: canary!.release },
  });
  await everyInstanceServesAFreshBrowser(browser, fleet().instances, promoted);
});

test('rolled back, every fresh visitor gets the stable before it again, deployed with the site', async ({
  browser,
}) => {
  const rolledBack = await change('rollback', 'catalogue', '--reason', 'a problem seen after promotion');
  expect(rolledBack).toEqual(allStableRemotes().mf_catalogue);
  await everyInstanceServesAFreshBrowser(browser, fleet().instances, rolledBack);
});

test('rolled back to a published release, every fresh visitor gets it again with its pin', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await startCatalogue(CANARY_VERSION, 100);
  const published = await change('promote', 'catalogue');
  // The build deployed with the site replaces it: the store does not hold 1.0.0.
  await startCatalogue('1.0.0', 100);
  expect(fleet().remotes().mf_catalogue.canary?.release).toBeUndefined();
  await change('promote', 'catalogue');
  const rolledBack = await change('rollback', 'catalogue', '--reason', '1.0.0 again was a mistake');
  expect(rolledBack).toEqual(published);
  expect(rolledBack.stable.release).toEqual({
    store: fleet().s3Store,
    digest: expect.stringMatching(/^sha384-/),
  });
  await everyInstanceServesAFreshBrowser(browser, fleet().instances, rolledBack);
});
