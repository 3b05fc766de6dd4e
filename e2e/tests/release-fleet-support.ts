import type { Browser } from '@playwright/test';
import { OPS_TOKEN_HEADER } from '@rental/shared/contracts';
import { randomUUID } from 'node:crypto';
import { buildsSignature } from '@rental/shared/federation/builds-signature.ts';
import { assignChannel } from '@rental/shared/federation/channel-assignment.ts';
import type { RemoteBuild, RemoteChannels } from '@rental/shared/federation/remotes-manifest.ts';
import { PAGE_BOOTSTRAP_ID, type PageBootstrap } from '@rental/shared/server-rendering/page-bootstrap.ts';
import { CHANNEL_COOKIES } from '@rental/shared/visitor/visitor-cookies.ts';
import type { FleetInstance } from '../support/fleet-instance.ts';
import { startReleaseFleet, type ReleaseFleet } from '../support/release-fleet.ts';
import { E2E_OPS_TOKEN } from '../support/ops-token.ts';
import { expect, HYDRATED, test } from './fixtures.ts';

/**
 * The fleet of a spec's journeys, on the run's port plus `portOffset`: started before them, closed after.
 * They share it, so they run one after another; each reads it with the function this returns.
 */
export function fleetOfSpec(portOffset: number): () => ReleaseFleet {
  test.describe.configure({ mode: 'serial' });
  let fleet: ReleaseFleet | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    fleet = await startReleaseFleet(Number(process.env.E2E_PORT ?? 8181) + portOffset);
  });
  test.afterAll(async () => {
    await fleet?.close();
  });
  return () => {
    if (!fleet) throw new Error('the fleet did not start');
    return fleet;
  };
}

const PAGE = '/equipments';
/** An instance reads remotes.json every 2 s, and fetches and verifies a release it has not seen yet. */
const STATE_CHANGE_TIMEOUT_MS = 20_000;
/** Fresh visitors per instance whose pages must all follow the plan, once the instance follows it. */
const VISITORS = 6;
/**
 * Fresh visitors per look while an instance may still be on the plan before a change. A change of percent
 * makes a difference only to the visitors between the two: a fifth of them from 5 to 25 %.
 */
const VISITORS_PER_LOOK = 4;
const LOOK_INTERVAL_MS = 250;
const FOLLOWS = 'follows the change';
const NOT_YET = 'not yet';

/** The catalogue a page was rendered with, as the page tells the browser to hydrate it. */
interface RenderedCatalogue {
  channel: 'stable' | 'canary';
  version: string;
  entry: string;
  /** The rollout under way, when the instance serves a canary. */
  rolloutId?: string;
}

/** What remotes.json gives a visitor: their channel's build, and the page that follows from it. */
function planFor(channels: RemoteChannels, bucketId: string | undefined) {
  const { channel } = assignChannel({ canary: channels.canary, bucketId });
  const build: RemoteBuild = channel === 'canary' && channels.canary ? channels.canary : channels.stable;
  const rendered: RenderedCatalogue = {
    channel,
    version: build.version,
    entry: build.entry,
    ...(channels.canary ? { rolloutId: channels.canary.rolloutId } : {}),
  };
  return { build, rendered };
}

/** Where a build's files are: its manifest's folder, on the instance's origin for a build deployed with the site. */
const filesOf = (build: RemoteBuild, instance: FleetInstance) =>
  new URL('.', new URL(build.entry, instance.origin)).href;

/**
 * A visitor whose browser has just drawn its bucket id, and no other cookie: the page the server rendered
 * for them, by that id, which it never sets itself.
 */
async function freshPage(instance: FleetInstance) {
  const bucketId = randomUUID();
  const response = await fetch(`${instance.origin}${PAGE}`, {
    headers: { cookie: `${CHANNEL_COOKIES.bucketId}=${bucketId}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.getSetCookie(), 'the server sets no cookie on a page').toEqual([]);
  const html = await response.text();
  const bootstrap = JSON.parse(
    html.match(new RegExp(`id="${PAGE_BOOTSTRAP_ID}"[^>]*>([\\s\\S]*?)</script>`))?.[1] ?? 'null',
  ) as PageBootstrap;
  const assigned = bootstrap.remotes.find((assignment) => assignment.remote === 'mf_catalogue')!;
  const rendered: RenderedCatalogue = {
    channel: assigned.channel,
    version: assigned.version,
    entry: assigned.entry,
    ...(assigned.rolloutId ? { rolloutId: assigned.rolloutId } : {}),
  };
  return {
    bucketId,
    rendered,
    /** The version the server's copy of the catalogue declared as it rendered the page. */
    marker: html.match(/data-remote="mf_catalogue" data-remote-version="([^"]+)"/)?.[1],
    assets: bootstrap.assets,
  };
}

type FreshPage = Awaited<ReturnType<typeof freshPage>>;

/**
 * `count` visitors with no cookies, one after the other: pages asked for all at once could outrun the
 * server's time budget for rendering, and go out with the catalogue left to the browser.
 */
async function freshPages(instance: FleetInstance, count: number) {
  const pages: FreshPage[] = [];
  for (let visitor = 0; visitor < count; visitor++) pages.push(await freshPage(instance));
  return pages;
}

const sameRendering = (a: RenderedCatalogue, b: RenderedCatalogue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A page follows the plan: the catalogue it was rendered and is hydrated with is the visitor's channel's
 * build, and a published release's files come from its store, each with its SHA-384 (docs/decisions/024).
 */
function expectPageFollows(page: FreshPage, channels: RemoteChannels, instance: FleetInstance) {
  const { build, rendered } = planFor(channels, page.bucketId);
  expect(page.rendered, `visitor ${page.bucketId} on ${instance.origin}`).toEqual(rendered);
  expect(page.marker).toBe(build.version);
  if (!build.release) return;
  const files = filesOf(build, instance);
  const catalogueFiles = [
    build.entry,
    ...page.assets.preloads.filter((url) => url.includes('/mf-catalogue/')),
  ];
  expect(catalogueFiles).toContain(`${files}remoteEntry.js`);
  for (const url of catalogueFiles) {
    expect(url.startsWith(files), `${url} is in ${files}`).toBe(true);
    expect(page.assets.integrity?.[url], url).toMatch(/^sha384-/);
  }
}

/** Neither a log line nor the operators' list of release problems says the instance refused or lacks a release. */
async function expectNoReleaseProblem(instance: FleetInstance) {
  expect(instance.logged().filter((line) => /refused|cannot be fetched/.test(line))).toEqual([]);
  const answer = await fetch(`${instance.origin}/api/v1/ops/releases`, {
    headers: { [OPS_TOKEN_HEADER]: E2E_OPS_TOKEN },
  });
  expect(((await answer.json()) as { data: unknown[] }).data).toEqual([]);
}

/**
 * Every fresh visitor of every instance gets what remotes.json says since a change from `before` to
 * `after`, rendered on the server from the build that was verified. Each instance is first given time to
 * read the change: until a visitor for whom the change makes a difference gets the new plan, every page
 * must follow the old one, as a page that follows neither comes from a build the instance refused.
 * Then each of a few more fresh visitors gets exactly what the plan says.
 */
export async function everyFreshVisitorFollows(
  instances: readonly FleetInstance[],
  before: RemoteChannels,
  after: RemoteChannels,
) {
  await Promise.all(
    instances.map(async (instance) => {
      let state = NOT_YET;
      const look = async () => {
        let followed = false;
        for (const page of await freshPages(instance, VISITORS_PER_LOOK)) {
          const planned = planFor(after, page.bucketId).rendered;
          const previously = planFor(before, page.bucketId).rendered;
          if (sameRendering(page.rendered, planned)) followed ||= !sameRendering(planned, previously);
          else if (!sameRendering(page.rendered, previously))
            return `a page followed neither plan: ${JSON.stringify(page.rendered)}`;
        }
        return followed ? FOLLOWS : NOT_YET;
      };
      await expect
        .poll(async () => (state = await look()), {
          timeout: STATE_CHANGE_TIMEOUT_MS,
          intervals: [LOOK_INTERVAL_MS],
          message: `${instance.origin} takes the change`,
        })
        .not.toBe(NOT_YET);
      expect(state, instance.origin).toBe(FOLLOWS);
      for (const page of await freshPages(instance, VISITORS)) expectPageFollows(page, after, instance);
      await expectNoReleaseProblem(instance);
    }),
  );
}

/**
 * A fresh visitor's browser on each instance: the page hydrates with the build the plan gives a first
 * view (no bucket id yet), answers a tap, and fetches the catalogue only from where that build is; each
 * file of a published release the page links, its entry script first, carries its SHA-384 for the browser
 * to check. The browser then keeps the builds the plan gives the bucket id it drew, while a canary runs.
 */
export async function everyInstanceServesAFreshBrowser(
  browser: Browser,
  instances: readonly FleetInstance[],
  channels: RemoteChannels,
) {
  for (const instance of instances) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mf-catalogue/')) loaded.push(request.url());
    });
    await page.goto(`${instance.origin}${PAGE}`);
    await page.locator(HYDRATED).waitFor({ state: 'attached' });
    const { build } = planFor(channels, undefined);
    await expect(page.locator('[data-remote="mf_catalogue"]')).toHaveAttribute(
      'data-remote-version',
      build.version,
    );
    await page
      .getByRole('button', { name: /^Add to Cart: / })
      .first()
      .click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    const files = filesOf(build, instance);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((url) => !url.startsWith(files))).toEqual([]);
    if (build.release) {
      const linked = await page.locator(`[href^="${files}"], [src^="${files}"]`).evaluateAll((elements) =>
        elements.map((element) => ({
          url: element.getAttribute('href') ?? element.getAttribute('src'),
          integrity: element.getAttribute('integrity'),
        })),
      );
      expect(linked.map(({ url }) => url)).toContain(`${files}remoteEntry.js`);
      for (const { url, integrity } of linked) expect(integrity, `${url}`).toMatch(/^sha384-/);
    }
    const cookies = new Map((await context.cookies()).map(({ name, value }) => [name, value]));
    const keptId = cookies.get(CHANNEL_COOKIES.bucketId);
    if (channels.canary) expect(keptId, 'the browser draws its bucket id').toMatch(/^[0-9a-f-]{36}$/);
    const { rendered } = planFor(channels, keptId);
    const signature = buildsSignature([{ remote: 'mf_catalogue', ...rendered }]);
    expect(decodeURIComponent(cookies.get(CHANNEL_COOKIES.builds) ?? '')).toBe(signature);
    expect(problems).toEqual([]);
    await context.close();
  }
}
