import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_VIEW_ID_PATTERN, type HealthBeacon } from '@rental/shared/contracts';
import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';
import type { PageHealth } from '@rental/shared/server-rendering/page-bootstrap.ts';
import {
  reportFellBackToStable,
  reportHealth,
  startHealthReports,
  stopHealthReports,
} from './health-reporter.ts';

const catalogueCanary: RemoteAssignment = {
  remote: 'mf_catalogue',
  channel: 'canary',
  version: '1.1.0',
  entry: '/remotes/mf-catalogue/1.1.0/mf-manifest.json',
  rolloutId: 'r1',
  stable: { version: '1.0.0', entry: '/remotes/mf-catalogue/1.0.0/mf-manifest.json' },
};
const contentStable: RemoteAssignment = {
  remote: 'mf_content',
  channel: 'stable',
  version: '2.0.0',
  entry: '/remotes/mf-content/2.0.0/mf-manifest.json',
  stable: { version: '2.0.0', entry: '/remotes/mf-content/2.0.0/mf-manifest.json' },
};

const REPORTING: PageHealth = { token: 'signed-token', sampleRate: 1 };

function startWithSpy(health: PageHealth | undefined) {
  const beacons: { url: string; body: HealthBeacon }[] = [];
  const pending: Promise<void>[] = [];
  const send = (url: string, body: Blob) => {
    pending.push(
      body.text().then((text) => void beacons.push({ url, body: JSON.parse(text) as HealthBeacon })),
    );
    return true;
  };
  const started = startHealthReports({ health, remotes: [catalogueCanary, contentStable], send });
  const sent = async () => {
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all(pending);
    return beacons;
  };
  return { started, sent };
}

afterEach(() => {
  stopHealthReports();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('health reports of a page view', () => {
  it('batches the events of a second into one beacon, each kind once per remote, with the assigned build', async () => {
    vi.useFakeTimers();
    const { sent } = startWithSpy(REPORTING);
    reportHealth('mf_catalogue', 'view');
    reportHealth('mf_catalogue', 'view');
    reportHealth('mf_content', 'view');
    reportHealth('mf_catalogue', 'lcp', 1234.6);
    const beacons = await sent();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/v1/health/beacons');
    expect(beacons[0]!.body).toEqual({
      token: 'signed-token',
      viewId: expect.stringMatching(PAGE_VIEW_ID_PATTERN),
      events: [
        { remote: 'mf_catalogue', version: '1.1.0', channel: 'canary', kind: 'view' },
        { remote: 'mf_content', version: '2.0.0', channel: 'stable', kind: 'view' },
        { remote: 'mf_catalogue', version: '1.1.0', channel: 'canary', kind: 'lcp', value: 1235 },
      ],
    });
  });

  it('reports nothing from a page that carries no health token: reporting is off', async () => {
    vi.useFakeTimers();
    const { started, sent } = startWithSpy(undefined);
    reportHealth('mf_catalogue', 'view');
    expect(started).toBe(false);
    expect(await sent()).toEqual([]);
  });

  it('draws whether this page load reports by the sample rate the page carries', async () => {
    vi.useFakeTimers();
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.3);
    const left = startWithSpy({ token: 'signed-token', sampleRate: 0.25 });
    reportHealth('mf_catalogue', 'view');
    expect(left.started).toBe(false);
    expect(await left.sent()).toEqual([]);

    random.mockReturnValue(0.2);
    const drawn = startWithSpy({ token: 'signed-token', sampleRate: 0.25 });
    reportHealth('mf_catalogue', 'view');
    expect(drawn.started).toBe(true);
    expect(await drawn.sent()).toHaveLength(1);
  });

  it('sends one id of its own drawing in each beacon of a page load, and another id the next load', async () => {
    vi.useFakeTimers();
    const first = startWithSpy(REPORTING);
    reportHealth('mf_catalogue', 'view');
    await first.sent();
    reportHealth('mf_catalogue', 'lcp', 900);
    const [early, late] = await first.sent();
    expect(early!.body.viewId).toMatch(PAGE_VIEW_ID_PATTERN);
    expect(late!.body.viewId).toBe(early!.body.viewId);

    const next = startWithSpy(REPORTING);
    reportHealth('mf_catalogue', 'view');
    const [again] = await next.sent();
    expect(again!.body.viewId).toMatch(PAGE_VIEW_ID_PATTERN);
    expect(again!.body.viewId).not.toBe(early!.body.viewId);
  });

  it('after a canary falls back, what follows is reported for stable', async () => {
    vi.useFakeTimers();
    const { sent } = startWithSpy(REPORTING);
    reportHealth('mf_catalogue', 'load-failure');
    reportFellBackToStable('mf_catalogue');
    reportHealth('mf_catalogue', 'region-error');
    const [beacon] = await sent();
    expect(beacon!.body.events).toEqual([
      { remote: 'mf_catalogue', version: '1.1.0', channel: 'canary', kind: 'load-failure' },
      { remote: 'mf_catalogue', version: '1.0.0', channel: 'stable', kind: 'region-error' },
    ]);
  });

  it('an uncaught error counts for the remote whose files its stack names, and for no one otherwise', async () => {
    vi.useFakeTimers();
    const { sent } = startWithSpy(REPORTING);
    const fromCatalogue = new Error('boom');
    fromCatalogue.stack = `Error: boom\n    at onClick (${window.location.origin}/remotes/mf-catalogue/1.1.0/__federation_expose_equipment_list.js:1:200)`;
    window.dispatchEvent(new ErrorEvent('error', { error: fromCatalogue, filename: '' }));
    const fromShell = new Error('shell');
    fromShell.stack = `Error: shell\n    at x (${window.location.origin}/static/main.js:1:1)`;
    window.dispatchEvent(new ErrorEvent('error', { error: fromShell, filename: '' }));
    const [beacon] = await sent();
    expect(beacon!.body.events).toEqual([
      { remote: 'mf_catalogue', version: '1.1.0', channel: 'canary', kind: 'unhandled-error' },
    ]);
  });
});
