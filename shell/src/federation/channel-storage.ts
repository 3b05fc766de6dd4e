import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type { Channel } from './channel-assignment.ts';

const VISITOR_KEY = 'doral-rentals.visitor-id';
const STICKY_KEY = 'doral-rentals.mf-channels';
const OVERRIDES_KEY = 'doral-rentals.mf-overrides';
const FAILED_KEY = 'doral-rentals.mf-failed';

type StickyMap = Partial<Record<RemoteName, { rolloutId: string; channel: Channel }>>;

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

function readJson<T extends object>(kind: 'localStorage' | 'sessionStorage', key: string): T {
  try {
    const parsed: unknown = JSON.parse(storage(kind)?.getItem(key) ?? '{}');
    return (parsed && typeof parsed === 'object' ? parsed : {}) as T;
  } catch {
    return {} as T;
  }
}

function writeJson(kind: 'localStorage' | 'sessionStorage', key: string, value: object): void {
  try {
    storage(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Without storage the assignment simply lasts for this page load.
  }
}

/** A random first-party id, created once; it only places the visitor in rollout buckets. */
export function visitorId(): string {
  const store = storage('localStorage');
  const existing = store?.getItem(VISITOR_KEY);
  if (existing) return existing;
  const id = crypto.randomUUID();
  try {
    store?.setItem(VISITOR_KEY, id);
  } catch {
    // A fresh id per page load still gives a fair (if not sticky) assignment.
  }
  return id;
}

export const readSticky = (remote: RemoteName) => readJson<StickyMap>('localStorage', STICKY_KEY)[remote];

export function writeSticky(remote: RemoteName, rolloutId: string, channel: Channel): void {
  writeJson('localStorage', STICKY_KEY, {
    ...readJson<StickyMap>('localStorage', STICKY_KEY),
    [remote]: { rolloutId, channel },
  });
}

export const readOverride = (remote: RemoteName) =>
  readJson<Partial<Record<RemoteName, Channel>>>('sessionStorage', OVERRIDES_KEY)[remote];

export function rememberOverrides(overrides: Partial<Record<RemoteName, Channel>>): void {
  if (Object.keys(overrides).length === 0) return;
  writeJson('sessionStorage', OVERRIDES_KEY, { ...readJson('sessionStorage', OVERRIDES_KEY), ...overrides });
}

export const readFailedRollout = (remote: RemoteName) =>
  readJson<Partial<Record<RemoteName, string>>>('sessionStorage', FAILED_KEY)[remote];

export function rememberFailedRollout(remote: RemoteName, rolloutId: string): void {
  writeJson('sessionStorage', FAILED_KEY, { ...readJson('sessionStorage', FAILED_KEY), [remote]: rolloutId });
}
