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
