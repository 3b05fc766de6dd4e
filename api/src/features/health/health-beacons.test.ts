import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  MAX_HEALTH_EVENTS,
  OPS_TOKEN_HEADER,
  type HealthEvent,
  type HealthFigures,
} from '@rental/shared/contracts';
import { REMOTES, remoteNamed, type RemoteName } from '@rental/shared/federation/remote-modules.ts';
import { RemotesConfigFile } from '@rental/shared/rollouts/remotes-config-store.ts';
import { startCanary } from '@rental/shared/rollouts/rollout-plan.ts';
import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { testSettings } from '../../testing/test-settings.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { VIEW_TOKEN_LIFETIME_MS, issueViewToken } from '../../health-figures/view-token.ts';
import type { GuardSettings } from '../../rollout-guard/canary-verdict.ts';
import { guardRollouts } from '../../rollout-guard/rollout-guard.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { databaseKinds, describeOn, openTestDatabase } from '../../testing/test-app.ts';

const SECRET = 'x'.repeat(32);
const OPS_TOKEN = 'o'.repeat(20);
const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;
const MAX_VIEWS_PER_CLIENT = 5;
const MAX_FAILURES_PER_CLIENT = 2;
const BEACONS = '/api/v1/health/beacons';
/** The guard's default: a canary is judged once each channel has this many page views in the window. */
const MIN_VIEWS = 200;
/**
 * Healthy visitors with four page views each, two on each channel: with the flooding client's five, the
 * canary has just past the guard's minimum, where one client's two failures weigh the most (2/205 < 0.02).
 */
const FLOOD_HEALTHY_CLIENTS = MIN_VIEWS / 2;

const entryOf = (remote: RemoteName, version: string) =>
  `/remotes/${remoteNamed(remote).folder}/${version}/mf-manifest.json`;

/** What the server gave one page view: mf_catalogue on `catalogue`, the other remotes on stable 1.0.0. */
function assignments(catalogue: {
  channel: 'stable' | 'canary';
  version: string;
  stable: string;
}): RemoteAssignment[] {
  const stableOnly = (remote: RemoteName): RemoteAssignment => ({
    remote,
    channel: 'stable',
    version: '1.0.0',
    entry: entryOf(remote, '1.0.0'),
    stable: { version: '1.0.0', entry: entryOf(remote, '1.0.0') },
  });
  return [
    {
      remote: 'mf_catalogue',
      channel: catalogue.channel,
      version: catalogue.version,
      entry: entryOf('mf_catalogue', catalogue.version),
      ...(catalogue.channel === 'canary' ? { rolloutId: `${catalogue.version}.test` } : {}),
      stable: { version: catalogue.stable, entry: entryOf('mf_catalogue', catalogue.stable) },
    },
    ...REMOTES.filter(({ name }) => name !== 'mf_catalogue').map(({ name }) => stableOnly(name)),
  ];
}

type Kind = HealthEvent['kind'];
const event = (
  build: { version: string; channel: 'stable' | 'canary' },
  kind: Kind,
  value?: number,
  remote: RemoteName = 'mf_catalogue',
): HealthEvent => ({
  remote,
  version: build.version,
  channel: build.channel,
  kind,
  ...(value === undefined ? {} : { value }),
});

const FAILURES: Kind[] = ['load-failure', 'region-error', 'unhandled-error'];

for (const kind of databaseKinds()) {
  describeOn(kind)(`real-user health beacons [${kind}]`, () => {
    let database: DatabaseHandle;
    let app: ApiInstance;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      app = await buildApp(
        { db: database.db },
        testSettings({
          health: {
            secret: SECRET,
            opsToken: OPS_TOKEN,
            windowMs: WINDOW,
            periodMs: MINUTE,
            maxViewsPerClient: MAX_VIEWS_PER_CLIENT,
            maxFailuresPerClient: MAX_FAILURES_PER_CLIENT,
          },
        }),
      );
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    // Each test has its own hour of a fixed clock: its figures and clients' shares are its own, and no
    // window or period ends in the middle of a test. Only Date is faked; timers run as usual.
    let hour = 0;
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.UTC(2030, 0, 1, hour++, 7, 30));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const tokenFor = (catalogue: Parameters<typeof assignments>[0], issuedAt = Date.now()) =>
      issueViewToken(SECRET, assignments(catalogue), issuedAt);
    /** An id as a browser draws it for its page load. */
    const newViewId = () => randomBytes(16).toString('base64url');
    /** A page load of a page rendered with these builds: the page's token, and the id its browser drew. */
    const viewOf = (catalogue: Parameters<typeof assignments>[0]) => ({
      token: tokenFor(catalogue),
      viewId: newViewId(),
    });
    type PageView = ReturnType<typeof viewOf>;

    const send = (payload: unknown, remoteAddress = '198.51.100.1') =>
      app.inject({
        method: 'POST',
        url: BEACONS,
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        remoteAddress,
      });

    /** One page view's beacon, which must be accepted. */
    const report = async (view: PageView, events: HealthEvent[], remoteAddress?: string) => {
      const response = await send({ ...view, events }, remoteAddress);
      expect(response.statusCode, response.body).toBe(202);
    };

    const figures = async (): Promise<HealthFigures[]> => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/ops/health',
        headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const figuresOf = async (remote: RemoteName, version: string, channel: 'stable' | 'canary') =>
      (await figures()).find(
        (row) => row.remote === remote && row.version === version && row.channel === channel,
      );

    const withinFivePercent = (read: number | null | undefined, truth: number) =>
      read !== null && read !== undefined && Math.abs(read - truth) / truth <= 0.05;

    it('counts page views, load failures, region errors, unhandled errors and p75 vitals per build', async () => {
      const canary = { version: '2.1.0', channel: 'canary' } as const;
      const content = { version: '1.0.0', channel: 'stable' } as const;
      const views: HealthEvent[][] = [
        [
          event(canary, 'view'),
          event(canary, 'lcp', 800),
          event(canary, 'inp', 50),
          event(content, 'view', undefined, 'mf_content'),
        ],
        [
          event(canary, 'view'),
          event(canary, 'lcp', 1000),
          event(canary, 'inp', 100),
          event(canary, 'load-failure'),
        ],
        [
          event(canary, 'view'),
          event(canary, 'lcp', 1200),
          event(canary, 'inp', 150),
          event(canary, 'region-error'),
          // The remote has already failed this page view: a second failure does not count again.
          event(canary, 'load-failure'),
        ],
        [
          event(canary, 'view'),
          event(canary, 'lcp', 4000),
          event(canary, 'inp', 200),
          event(canary, 'cls', 100),
          event(canary, 'unhandled-error'),
        ],
      ];
      for (const [index, events] of views.entries())
        await report(viewOf({ ...canary, stable: '2.0.0' }), events, `198.51.100.${10 + index}`);

      const all = await figures();
      expect(all.map(({ remote, version, channel }) => `${remote} ${version} ${channel}`)).toEqual([
        'mf_catalogue 2.1.0 canary',
        'mf_content 1.0.0 stable',
      ]);
      const [catalogue, contentFigures] = all;
      expect(catalogue).toMatchObject({
        views: 4,
        loadFailures: 1,
        regionErrors: 1,
        unhandledErrors: 1,
        failures: 3,
      });
      // Nearest-rank p75 of four values is the third: 1200 ms LCP, 150 ms INP; CLS 0.1 as reported ×1000.
      expect(withinFivePercent(catalogue?.lcpP75, 1200), String(catalogue?.lcpP75)).toBe(true);
      expect(withinFivePercent(catalogue?.inpP75, 150), String(catalogue?.inpP75)).toBe(true);
      expect(withinFivePercent(catalogue?.clsP75, 0.1), String(catalogue?.clsP75)).toBe(true);
      // A view with no failure and no vitals: every count but the view's is zero, every percentile empty.
      const { lcpP75, inpP75, clsP75, loadFailures, regionErrors, unhandledErrors, failures, ...build } =
        contentFigures!;
      expect(build).toEqual({
        remote: 'mf_content',
        version: '1.0.0',
        channel: 'stable',
        views: 1,
      });
      expect([loadFailures, regionErrors, unhandledErrors, failures]).toEqual([0, 0, 0, 0]);
      expect([lcpP75, inpP75, clsP75]).toEqual([null, null, null]);
    });

    it('counts a page view’s event once however often its beacon is sent, and new events in a later one', async () => {
      const stable = { version: '3.0.0', channel: 'stable' } as const;
      const view = viewOf({ ...stable, stable: '3.0.0' });
      const first = [event(stable, 'view'), event(stable, 'load-failure')];
      await report(view, first);
      await report(view, first);
      await report(view, [...first, event(stable, 'lcp', 2000)]);
      expect(await figuresOf('mf_catalogue', '3.0.0', 'stable')).toMatchObject({
        views: 1,
        loadFailures: 1,
        failures: 1,
      });
      expect(withinFivePercent((await figuresOf('mf_catalogue', '3.0.0', 'stable'))?.lcpP75, 2000)).toBe(
        true,
      );
    });

    it('counts an event repeated within one beacon once', async () => {
      const stable = { version: '3.1.0', channel: 'stable' } as const;
      await report(viewOf({ ...stable, stable: '3.1.0' }), [
        ...Array.from({ length: 4 }, () => event(stable, 'view')),
        ...Array.from({ length: 4 }, () => event(stable, 'unhandled-error')),
        event(stable, 'lcp', 1000),
        event(stable, 'lcp', 1000),
      ]);
      const counted = await figuresOf('mf_catalogue', '3.1.0', 'stable');
      expect(counted).toMatchObject({ views: 1, unhandledErrors: 1, failures: 1 });
      expect(withinFivePercent(counted?.lcpP75, 1000)).toBe(true);
    });

    it('counts the id each browser drew as a view of its own: two ids with one token two views, one id twice one', async () => {
      const stable = { version: '3.2.0', channel: 'stable' } as const;
      const token = tokenFor({ ...stable, stable: '3.2.0' });
      const [first, second] = [newViewId(), newViewId()];
      await report({ token, viewId: first }, [event(stable, 'view'), event(stable, 'load-failure')]);
      await report({ token, viewId: second }, [event(stable, 'view'), event(stable, 'load-failure')]);
      await report({ token, viewId: first }, [event(stable, 'view'), event(stable, 'region-error')]);
      expect(await figuresOf('mf_catalogue', '3.2.0', 'stable')).toMatchObject({
        views: 2,
        loadFailures: 2,
        regionErrors: 0,
        failures: 2,
      });

      // An id is its view only under the page's token: under another page's, it is another view.
      const canary = { version: '3.3.0', channel: 'canary' } as const;
      await report({ token: tokenFor({ ...canary, stable: '3.2.0' }), viewId: first }, [
        event(canary, 'view'),
      ]);
      expect(await figuresOf('mf_catalogue', '3.3.0', 'canary')).toMatchObject({ views: 1 });
    });

    it('refuses a page view id of the wrong shape, naming it, and counts nothing of its beacon', async () => {
      const build = { version: '3.4.0', channel: 'stable' } as const;
      const token = tokenFor({ ...build, stable: '3.4.0' });
      const wrong = [
        '',
        'short',
        `${newViewId()}A`,
        newViewId().slice(1),
        `${newViewId().slice(2)}==`,
        `+/${newViewId().slice(2)}`,
        '0123456789abcdef0123456789abcdef',
        crypto.randomUUID(),
      ];
      for (const viewId of wrong) {
        const response = await send({ token, viewId, events: [event(build, 'view')] });
        expect(response.statusCode, `${viewId}: ${response.body}`).toBe(400);
        expect(response.json().message).toMatch(/^viewId: /);
        expect(response.json().fields).toHaveProperty('viewId');
      }
      expect(await figuresOf('mf_catalogue', '3.4.0', 'stable')).toBeUndefined();
    });

    it('refuses an event about a build the page view was not given, naming the event', async () => {
      const view = viewOf({ channel: 'stable', version: '4.0.0', stable: '4.0.0' });
      const refused = async (events: HealthEvent[], field: string) => {
        const response = await send({ ...view, events });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().message).toContain(field);
        expect(response.json().fields).toHaveProperty([field]);
      };
      await refused([event({ version: '4.0.0', channel: 'canary' }, 'view')], 'events[0]');
      await refused([event({ version: '4.0.1', channel: 'stable' }, 'view')], 'events[0]');
      await refused(
        [
          event({ version: '4.0.0', channel: 'stable' }, 'view'),
          event({ version: '9.9.9', channel: 'stable' }, 'view', undefined, 'mf_content'),
        ],
        'events[1]',
      );
      // The whole beacon is refused: not even its good events count.
      expect(await figuresOf('mf_catalogue', '4.0.0', 'stable')).toBeUndefined();
    });

    it('takes stable’s events from a canary page view that fell back to stable, and no other version', async () => {
      const canary = { version: '5.1.0', channel: 'canary' } as const;
      const fallback = { version: '5.0.0', channel: 'stable' } as const;
      const view = viewOf({ ...canary, stable: '5.0.0' });
      await report(view, [
        event(canary, 'load-failure'),
        event(fallback, 'view'),
        event(fallback, 'lcp', 900),
      ]);
      expect(await figuresOf('mf_catalogue', '5.1.0', 'canary')).toMatchObject({ views: 0, loadFailures: 1 });
      expect(await figuresOf('mf_catalogue', '5.0.0', 'stable')).toMatchObject({ views: 1, failures: 0 });
      const other = await send({ ...view, events: [event({ version: '4.9.0', channel: 'stable' }, 'view')] });
      expect(other.statusCode).toBe(400);
      expect(other.json().message).toContain('events[0]');
    });

    it('refuses a token this site did not sign, or one that has expired, naming the token', async () => {
      const build = { version: '6.0.0', channel: 'stable' } as const;
      const events = [event(build, 'view')];
      const token = tokenFor({ ...build, stable: '6.0.0' });
      const [payload, signature] = token.split('.') as [string, string];
      const forgeries = [
        issueViewToken('y'.repeat(32), assignments({ ...build, stable: '6.0.0' }), Date.now()),
        `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
        'not-a-token',
        tokenFor({ ...build, stable: '6.0.0' }, Date.now() - VIEW_TOKEN_LIFETIME_MS - MINUTE),
      ];
      for (const forged of forgeries) {
        const response = await send({ token: forged, viewId: newViewId(), events });
        expect(response.statusCode, forged).toBe(400);
        expect(response.json().message).toMatch(/^token: /);
        expect(response.json().fields).toHaveProperty('token');
      }
      expect(await figuresOf('mf_catalogue', '6.0.0', 'stable')).toBeUndefined();
    });

    it('refuses a beacon of the wrong shape or size with a 4xx, never a 500', async () => {
      const build = { version: '7.0.0', channel: 'stable' } as const;
      const page = viewOf({ ...build, stable: '7.0.0' });
      const view = event(build, 'view');
      const cases: [string, unknown][] = [
        ['extra property on the beacon', { ...page, events: [view], clientKey: 'mine' }],
        ['extra property on an event', { ...page, events: [{ ...view, clientKey: 'mine' }] }],
        ['too many events', { ...page, events: Array.from({ length: MAX_HEALTH_EVENTS + 1 }, () => view) }],
        ['no events', { ...page, events: [] }],
        ['no view id', { token: page.token, events: [view] }],
        ['an unknown kind', { ...page, events: [{ ...view, kind: 'crash' }] }],
        ['a negative vital', { ...page, events: [event(build, 'lcp', -1)] }],
        ['over 4096 bytes', { ...page, events: [view], pad: 'p'.repeat(4096) }],
        ['not JSON', '{"token":'],
      ];
      for (const [name, payload] of cases) {
        const response = await send(payload);
        expect(response.statusCode, `${name}: ${response.body}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
      }
      const oversized = await send({ ...page, events: [view], pad: 'p'.repeat(4096) });
      expect(oversized.statusCode).toBe(413);

      const noValue = await send({ ...page, events: [event(build, 'lcp')] });
      expect(noValue.statusCode).toBe(400);
      expect(noValue.json().message).toMatch(/events\[0\]: a lcp event needs its value/);
      const valued = await send({ ...page, events: [view, event(build, 'view', 5)] });
      expect(valued.statusCode).toBe(400);
      expect(valued.json().message).toContain('events[1]');
      expect(await figuresOf('mf_catalogue', '7.0.0', 'stable')).toBeUndefined();
    });

    it('shows the figures only to an operator with the token, and not at all when none is configured', async () => {
      const missing = await app.inject({ method: 'GET', url: '/api/v1/ops/health' });
      expect(missing.statusCode).toBe(401);
      const wrong = await app.inject({
        method: 'GET',
        url: '/api/v1/ops/health',
        headers: { [OPS_TOKEN_HEADER]: 'p'.repeat(20) },
      });
      expect(wrong.statusCode).toBe(401);
      const short = await app.inject({
        method: 'GET',
        url: '/api/v1/ops/health',
        headers: { [OPS_TOKEN_HEADER]: 'o' },
      });
      expect(short.statusCode).toBe(401);
      expect(JSON.stringify([missing.json(), wrong.json()])).not.toContain('"data"');

      const closed = await buildApp(
        { db: database.db },
        testSettings({
          health: {
            secret: SECRET,
            windowMs: WINDOW,
            periodMs: MINUTE,
            maxViewsPerClient: MAX_VIEWS_PER_CLIENT,
          },
        }),
      );
      try {
        for (const headers of [{}, { [OPS_TOKEN_HEADER]: OPS_TOKEN }]) {
          const response = await closed.inject({ method: 'GET', url: '/api/v1/ops/health', headers });
          expect(response.statusCode).toBe(404);
        }
      } finally {
        await closed.close();
      }
    });

    it('counts no more than its share of page views from one client, and still counts the others', async () => {
      const build = { version: '8.0.0', channel: 'stable' } as const;
      // One page's token, as every load of a shared page carries: each load draws an id of its own.
      const views = Array.from({ length: MAX_VIEWS_PER_CLIENT + 3 }, () =>
        viewOf({ ...build, stable: '8.0.0' }),
      );
      expect(new Set(views.map(({ token }) => token)).size).toBe(1);
      for (const view of views) await report(view, [event(build, 'view')], '203.0.113.50');
      expect(await figuresOf('mf_catalogue', '8.0.0', 'stable')).toMatchObject({
        views: MAX_VIEWS_PER_CLIENT,
      });

      // A view counted before the client reached its share still reports; one past it never does.
      await report(views[0]!, [event(build, 'load-failure')], '203.0.113.50');
      await report(views.at(-1)!, [event(build, 'region-error')], '203.0.113.50');
      expect(await figuresOf('mf_catalogue', '8.0.0', 'stable')).toMatchObject({
        views: MAX_VIEWS_PER_CLIENT,
        loadFailures: 1,
        regionErrors: 0,
      });

      for (const address of ['203.0.113.51', '203.0.113.52'])
        await report(viewOf({ ...build, stable: '8.0.0' }), [event(build, 'view')], address);
      expect(await figuresOf('mf_catalogue', '8.0.0', 'stable')).toMatchObject({
        views: MAX_VIEWS_PER_CLIENT + 2,
      });
    });

    it('counts one failure per remote and page view, and no more than its share of failures from one client', async () => {
      const build = { version: '8.1.0', channel: 'canary' } as const;
      const failingViews = async (count: number, address: string) => {
        for (let view = 0; view < count; view++)
          await report(
            viewOf({ ...build, stable: '8.0.0' }),
            [event(build, 'view'), ...FAILURES.map((kind) => event(build, kind))],
            address,
          );
      };
      await failingViews(4, '203.0.113.60');
      expect(await figuresOf('mf_catalogue', '8.1.0', 'canary')).toMatchObject({
        views: 4,
        loadFailures: MAX_FAILURES_PER_CLIENT,
        regionErrors: 0,
        unhandledErrors: 0,
        failures: MAX_FAILURES_PER_CLIENT,
      });

      // The share is counted over the window that ends now, as the guard reads: waiting for a new quarter
      // of an hour gives the client nothing; once its failures are a window old, it counts again.
      vi.setSystemTime(Date.now() + WINDOW / 2 + 1000);
      await failingViews(1, '203.0.113.60');
      expect(await figuresOf('mf_catalogue', '8.1.0', 'canary')).toMatchObject({
        views: 5,
        failures: MAX_FAILURES_PER_CLIENT,
      });
      vi.setSystemTime(Date.now() + WINDOW / 2);
      await failingViews(1, '203.0.113.60');
      const figuresNow = await app.inject({
        method: 'GET',
        url: `/api/v1/ops/health?window_seconds=${(2 * WINDOW) / 1000}`,
        headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN },
      });
      expect(
        (figuresNow.json().data as HealthFigures[]).find(
          (row) => row.version === '8.1.0' && row.channel === 'canary',
        ),
      ).toMatchObject({ views: 6, failures: MAX_FAILURES_PER_CLIENT + 1 });

      // Another address of the same IPv6 /64 is the same client; another network is not.
      await failingViews(2, '2001:db8:1:2::1');
      await failingViews(2, '2001:db8:1:2::ffff');
      await failingViews(1, '2001:db8:1:3::1');
      expect(
        (
          (
            await app.inject({
              method: 'GET',
              url: `/api/v1/ops/health?window_seconds=${(2 * WINDOW) / 1000}`,
              headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN },
            })
          ).json().data as HealthFigures[]
        ).find((row) => row.version === '8.1.0' && row.channel === 'canary'),
      ).toMatchObject({ views: 11, failures: MAX_FAILURES_PER_CLIENT + 1 + MAX_FAILURES_PER_CLIENT + 1 });
    });

    describe('against the rollout guard', () => {
      const guardSettings: GuardSettings = {
        intervalMs: MINUTE,
        windowMs: WINDOW,
        minViews: MIN_VIEWS,
        maxFailureDelta: 0.02,
        maxVitalsRatio: 1.25,
      };

      /** remotes.json with mf_catalogue's `canary` at 50 % beside stable `stable`, started five minutes ago. */
      const canaryAtHalf = async (stable: string, canary: string) => {
        const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'health-flood-'));
        onTestFinished(() => fs.rmSync(folder, { recursive: true, force: true }));
        const file = path.join(folder, 'remotes.json');
        const build = (remote: RemoteName, version: string) => ({ version, entry: entryOf(remote, version) });
        fs.writeFileSync(
          file,
          JSON.stringify({
            mf_catalogue: { stable: build('mf_catalogue', stable) },
            mf_cart_quote: { stable: build('mf_cart_quote', '1.0.0') },
            mf_content: { stable: build('mf_content', '1.0.0') },
          }),
        );
        const store = new RemotesConfigFile(file);
        const started = new Date(Date.now() - 5 * MINUTE);
        await store.change(
          {
            remote: 'mf_catalogue',
            action: 'start',
            by: 'operator',
            apply: (channels) =>
              startCanary(channels, {
                build: build('mf_catalogue', canary),
                percent: 50,
                ramp: false,
                now: started,
              }),
          },
          started,
        );
        return store;
      };
      const guard = (store: RemotesConfigFile) =>
        guardRollouts({
          db: database.db,
          store,
          settings: guardSettings,
          now: new Date(Date.now() + MINUTE),
          log: { info: () => undefined, warn: () => undefined },
        });

      /** Healthy visitors, each with four page views taking turns on canary and stable. */
      const healthyVisitors = async (clients: number, stable: string, canary: string) => {
        for (let client = 0; client < clients; client++) {
          const address = `10.1.${Math.floor(client / 250)}.${client % 250}`;
          for (let view = 0; view < 4; view++) {
            const build =
              view % 2 === 0
                ? { version: canary, channel: 'canary' as const }
                : { version: stable, channel: 'stable' as const };
            await report(
              viewOf({ ...build, stable }),
              [event(build, 'view'), event(build, 'lcp', 1000)],
              address,
            );
          }
        }
      };
      const failingView = async (canary: string, stable: string, address: string) => {
        const build = { version: canary, channel: 'canary' } as const;
        await report(
          viewOf({ ...build, stable }),
          [event(build, 'view'), ...FAILURES.map((kind) => event(build, kind))],
          address,
        );
      };

      it('is not made to kill a healthy canary by one client’s flood of failures, but by failures from many', async () => {
        const store = await canaryAtHalf('10.0.0', '10.1.0');
        const before = fs.readFileSync(store.location, 'utf8');
        await healthyVisitors(FLOOD_HEALTHY_CLIENTS, '10.0.0', '10.1.0');
        // As many failing page views as the healthy ones: counted in full, they would kill the canary.
        const flood = 2 * FLOOD_HEALTHY_CLIENTS;
        for (let view = 0; view < flood; view++) await failingView('10.1.0', '10.0.0', '192.0.2.66');

        expect(await figuresOf('mf_catalogue', '10.1.0', 'canary')).toMatchObject({
          views: 2 * FLOOD_HEALTHY_CLIENTS + MAX_VIEWS_PER_CLIENT,
          failures: MAX_FAILURES_PER_CLIENT,
        });
        expect(await guard(store)).toEqual([
          {
            remote: 'mf_catalogue',
            version: '10.1.0',
            action: 'wait',
            reason: expect.stringMatching(/^healthy/),
          },
        ]);
        expect(fs.readFileSync(store.location, 'utf8')).toBe(before);
        expect(await store.history()).toHaveLength(1);

        // The control: a few failing page views, one each from five clients. The guard that let the
        // flood pass does kill for these.
        for (let client = 0; client < 5; client++) await failingView('10.1.0', '10.0.0', `192.0.3.${client}`);
        const [outcome, ...others] = await guard(store);
        expect(others).toEqual([]);
        expect(outcome).toMatchObject({ remote: 'mf_catalogue', version: '10.1.0', action: 'kill' });
        expect((await store.read()).mf_catalogue.canary).toMatchObject({ version: '10.1.0', percent: 0 });
        expect((await store.history()).at(-1)).toMatchObject({ action: 'kill', by: 'guard' });
      }, 180_000);
    });
  });
}
