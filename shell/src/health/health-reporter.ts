import { API_BASE } from '@rental/shared/api-client/api-base.ts';
import {
  HEALTH_BEACON_PATH,
  MAX_HEALTH_EVENTS,
  type HealthEvent,
  type HealthEventKind,
} from '@rental/shared/contracts';
import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';
import type { PageHealth } from '@rental/shared/server-rendering/page-bootstrap.ts';

/** Events wait this long for others to share their beacon; a page being left sends at once. */
const BATCH_DELAY_MS = 1000;

interface RunningBuild {
  version: string;
  channel: 'stable' | 'canary';
  /** Where the build's files live: an error thrown from a script under it is the remote's. */
  base: string;
  /** Where a canary visitor goes when the canary fails to load. */
  stable: { version: string; base: string };
}

type Send = (url: string, body: Blob) => boolean;

interface Reporter {
  token: string;
  viewId: string;
  builds: Map<RemoteName, RunningBuild>;
  reported: Set<string>;
  queue: HealthEvent[];
  timer: ReturnType<typeof setTimeout> | undefined;
  send: Send;
}

let reporter: Reporter | undefined;
let listening = false;

const baseOf = (entry: string) => new URL('.', new URL(entry, window.location.href)).href;

const sendBeacon: Send = (url, body) => navigator.sendBeacon?.(url, body) ?? false;

/**
 * This page load's own id (`PAGE_VIEW_ID_PATTERN`): the page and its token are the same for everyone who
 * got it, so the view is told apart by this. `getRandomValues`, unlike `randomUUID`, works on a page served
 * over plain HTTP too.
 */
function drawPageViewId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function flush(): void {
  if (!reporter) return;
  clearTimeout(reporter.timer);
  reporter.timer = undefined;
  while (reporter.queue.length > 0) {
    const events = reporter.queue.splice(0, MAX_HEALTH_EVENTS);
    const beacon = { token: reporter.token, viewId: reporter.viewId, events };
    const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' });
    const url = `${API_BASE}${HEALTH_BEACON_PATH}`;
    if (!reporter.send(url, body))
      void fetch(url, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
      }).catch(() => undefined);
  }
}

/**
 * One event about a remote in this page view (docs/decisions/017), with the build that runs it now; each
 * kind once per remote and page view, as the server counts them.
 */
export function reportHealth(remote: RemoteName, kind: HealthEventKind, value?: number): void {
  const build = reporter?.builds.get(remote);
  if (!reporter || !build) return;
  const key = `${remote}:${kind}`;
  if (reporter.reported.has(key)) return;
  reporter.reported.add(key);
  reporter.queue.push({
    remote,
    version: build.version,
    channel: build.channel,
    kind,
    ...(value === undefined ? {} : { value: Math.max(0, Math.round(value)) }),
  });
  reporter.timer ??= setTimeout(flush, BATCH_DELAY_MS);
}

/** A canary that failed to load was replaced by stable: what happens next is stable's. */
export function reportFellBackToStable(remote: RemoteName): void {
  const build = reporter?.builds.get(remote);
  if (build) reporter?.builds.set(remote, { ...build, ...build.stable, channel: 'stable' });
}

/** The remote whose code an error was thrown from, by the addresses in its stack. */
function remoteOfError(where: string): RemoteName | undefined {
  if (!reporter) return undefined;
  for (const [remote, build] of reporter.builds) if (where.includes(build.base)) return remote;
  return undefined;
}

function onUncaught(error: unknown, filename = ''): void {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const remote = remoteOfError(`${filename}\n${stack}`);
  if (remote) reportHealth(remote, 'unhandled-error');
}

/**
 * Starts this page view's health reports when reporting is on and this page load is drawn in its sample
 * (docs/decisions/029): views, failures and errors of each remote, under an id of the page view's own,
 * batched into beacons that leave a second later or when the page is hidden.
 */
export function startHealthReports(options: {
  health: PageHealth | undefined;
  remotes: readonly RemoteAssignment[];
  send?: Send;
}): boolean {
  if (!options.health || !(Math.random() < options.health.sampleRate)) return false;
  const builds = new Map<RemoteName, RunningBuild>();
  for (const { remote, version, channel, entry, stable } of options.remotes)
    builds.set(remote, {
      version,
      channel,
      base: baseOf(entry),
      stable: { version: stable.version, base: baseOf(stable.entry) },
    });
  reporter = {
    token: options.health.token,
    viewId: drawPageViewId(),
    builds,
    reported: new Set(),
    queue: [],
    timer: undefined,
    send: options.send ?? sendBeacon,
  };
  if (listening) return true;
  listening = true;
  window.addEventListener('error', (event) => onUncaught(event.error, event.filename));
  window.addEventListener('unhandledrejection', (event) => onUncaught(event.reason));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  return true;
}

/** Test support: forgets the page view. */
export function stopHealthReports(): void {
  if (reporter) clearTimeout(reporter.timer);
  reporter = undefined;
}
