import { REMOTE_FAILURE } from '@rental/shared/seams/global-slots.ts';

/**
 * What the runtime plugin hands back instead of a module when a remote cannot be loaded. React-free:
 * the plugin runs inside the federation runtime, before any app code.
 */
interface RemoteFailureModule {
  [REMOTE_FAILURE]: { id: string; reason: string };
}

export const remoteFailureModule = (id: string, error: unknown): RemoteFailureModule => ({
  [REMOTE_FAILURE]: { id, reason: error instanceof Error ? error.message : String(error) },
});

export const isRemoteFailure = (value: unknown): value is RemoteFailureModule =>
  typeof value === 'object' && value !== null && REMOTE_FAILURE in value;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteModuleId: string,
    reason: string,
  ) {
    super(`Remote module ${remoteModuleId} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Thrown while the page hydrates a region whose HTML the server rendered with another build of its remote
 * than the browser runs (a canary that failed to load here fell back to stable): React then renders the
 * region afresh with the stable's code instead of hydrating the canary's HTML with it.
 */
export class RenderedByAnotherBuildError extends Error {
  constructor(remote: string) {
    super(`The page's ${remote} region was rendered by another build: it is rendered again here`);
    this.name = 'RenderedByAnotherBuildError';
  }
}
