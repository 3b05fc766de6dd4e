import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HealthBeacon } from '@rental/shared/contracts';
import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';
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

function startWithSpy(token: string | undefined) {
  const beacons: { url: string; body: HealthBeacon }[] = [];
  const pending: Promise<void>[] = [];
  const send = (url: string, body: Blob) => {
    pending.push(
      body.text().then((text) => void beacons.push({ url, body: JSON.parse(text) as HealthBeacon })),
    );
    return true;
  };
  const started = startHealthReports({ token, remotes: [catalogueCanary, contentStable], send });
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
});

describe('health reports of a page view', () => {
  it('batches the events of a second into one beacon, each kind once per remote, with the assigned build', async () => {
    vi.useFakeTimers();
    const { sent } = startWithSpy('signed-token');
    reportHealth('mf_catalogue', 'view');
    reportHealth('mf_catalogue', 'view');
    reportHealth('mf_content', 'view');
    reportHealth('mf_catalogue', 'lcp', 1234.6);
    const beacons = await sent();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/v1/health/beacons');
    expect(beacons[0]!.body).toEqual({
      token: 'signed-token',
      events: [
        { remote: 'mf_catalogue', version: '1.1.0', channel: 'canary', kind: 'view' },
        { remote: 'mf_content', version: '2.0.0', channel: 'stable', kind: 'view' },
        { remote: 'mf_catalogue', version: '1.1.0', channel: 'canary', kind: 'lcp', value: 1235 },
      ],
    });
  });

  it('reports nothing for a page view the server did not sample', async () => {
    vi.useFakeTimers();
    const { started, sent } = startWithSpy(undefined);
    reportHealth('mf_catalogue', 'view');
    expect(started).toBe(false);
    expect(await sent()).toEqual([]);
  });

  it('after a canary falls back, what follows is reported for stable', async () => {
    vi.useFakeTimers();
    const { sent } = startWithSpy('signed-token');
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
    const { sent } = startWithSpy('signed-token');
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
