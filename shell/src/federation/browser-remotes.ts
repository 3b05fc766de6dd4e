import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import { readRemoteEntry } from '@rental/shared/federation/remote-entry.ts';
import { readVisitor } from '@rental/shared/visitor/read-visitor.ts';
import { failedCanaryCookie } from '@rental/shared/visitor/visitor-cookies.ts';
import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';
import { shellRuntime, type RemoteModuleSource } from '@rental/shared/seams/shell-runtime.ts';
import { remoteOf } from './load-remote-module.ts';
import { REMOTE_FAILURE } from '@rental/shared/seams/global-slots.ts';
import { isRemoteFailure, RemoteUnavailableError } from './remote-failure.ts';
import { reportFellBackToStable, reportHealth } from '../health/health-reporter.ts';

const assignments = new Map<RemoteName, RemoteAssignment>();
/** Whether the page's builds are read as the servers read them: not on `npm run dev`'s dev servers. */
let readsEntries = true;

const absolute = (entry: string) => new URL(entry, window.location.href).href;

async function attempt<T>(id: string): Promise<T> {
  const loaded = await loadRemote<T>(id);
  if (isRemoteFailure(loaded)) throw new RemoteUnavailableError(id, loaded[REMOTE_FAILURE].reason);
  if (loaded == null) throw new RemoteUnavailableError(id, 'the remote returned no module');
  return loaded;
}

/**
 * Whether the page's build of a remote reads as one the site may run (docs/decisions/024), the way the
 * servers read it: the browser never registers another, whatever the page data says.
 */
function isReadable(remote: RemoteName, build: RemoteAssignment['stable']): boolean {
  if (!readsEntries) return true;
  const reading = readRemoteEntry(remote, build);
  if (reading.kind === 'refused')
    console.warn(`The page names a build of ${remote} that is refused: ${reading.reason}`);
  return reading.kind !== 'refused';
}

function register(assignment: RemoteAssignment, force = false): void {
  if (!isReadable(assignment.remote, assignment)) return;
  registerRemotes([{ name: assignment.remote, entry: absolute(assignment.entry) }], { force });
}

/**
 * Whether the browser can check the build at `entry` before it runs it: the page gives its manifest a
 * digest (and so its entry script and modules, docs/decisions/024). Without a server (`npm run dev`) no
 * build is checked.
 */
function isPinned(entry: string): boolean {
  const pinned = shellRuntime().integrity;
  return !pinned || pinned.has(absolute(entry));
}

/**
 * The canary failed to load: stable for the rest of the session, here and in the pages the server renders
 * next (a session cookie says so). Returns false when there is nothing to fall back to, or nothing the
 * browser can check: a stable the page gives no digests for never runs, and the region shows its fallback.
 */
function fallBackToStable(remote: RemoteName): boolean {
  const assignment = assignments.get(remote);
  if (!assignment || assignment.channel !== 'canary') return false;
  if (assignment.rolloutId)
    document.cookie = failedCanaryCookie(
      readVisitor({ cookies: document.cookie, search: '' }).failedCanaries,
      remote,
      assignment.rolloutId,
    );
  if (!isReadable(remote, assignment.stable) || !isPinned(assignment.stable.entry)) {
    console.warn(`The canary of ${remote} failed to load, and this page cannot check its stable build.`);
    return false;
  }
  const stable = { ...assignment, channel: 'stable' as const, ...assignment.stable };
  assignments.set(remote, stable);
  register(stable, true);
  reportFellBackToStable(remote);
  return true;
}

/**
 * A page view counts for a remote once the page needs its code; a failed load is reported; a failed
 * canary gets one retry on stable, which it keeps for the session.
 */
async function attemptWithFallback(id: string): Promise<unknown> {
  const remote = remoteOf(id);
  reportHealth(remote, 'view');
  try {
    return await attempt(id);
  } catch (error) {
    reportHealth(remote, 'load-failure');
    if (!fallBackToStable(remote)) throw error;
    console.warn(`The canary of ${remote} failed to load; using stable for this session.`);
    return attempt(id);
  }
}

/**
 * Registers the builds the server rendered this page with, exactly those (a fresh read of remotes.json
 * could name others, and the page would not hydrate), and loads remote modules from them through the
 * federation runtime. No remote address is compiled into the shell.
 */
export function registerBrowserRemotes(
  pageAssignments: RemoteAssignment[],
  /** A server-rendered page's builds, read as the servers read them; `npm run dev` names its dev servers. */
  origin: 'server-rendered' | 'development',
): RemoteModuleSource {
  readsEntries = origin === 'server-rendered';
  assignments.clear();
  for (const assignment of pageAssignments) assignments.set(assignment.remote, assignment);
  registerRemotes(
    pageAssignments
      .filter((assignment) => isReadable(assignment.remote, assignment))
      .map((assignment) => ({ name: assignment.remote, entry: absolute(assignment.entry) })),
  );
  return {
    load: attemptWithFallback,
    reset(remote) {
      const assignment = assignments.get(remote);
      if (assignment) register(assignment, true);
    },
    keepsFailures: true,
  };
}
