import { Counter, type Registry } from 'prom-client';
import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';

/**
 * How a release cache's attempt to make a release ready ended: fetched from its store and verified, kept
 * from an earlier run and verified again on disk, refused (its signature, digest, store or shape), or
 * failed (the store could not be read; it is tried again).
 */
export type ReleaseFetchResult = 'verified' | 'kept' | 'refused' | 'failed';

/** Where a build was refused: its entry in remotes.json (before any fetch), or its release. */
export type ReleaseRefusalStage = 'entry' | 'release';

/** The release cache's figures (docs/decisions/024), by remote: every label value is the code's own. */
export function releaseMetrics(registry: Registry) {
  const fetches = new Counter({
    name: 'release_fetches_total',
    help: 'Release cache attempts to make a pinned release ready, by remote and result: verified, kept, refused, failed',
    labelNames: ['remote', 'result'] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'release_refusals_total',
    help: 'Builds this instance refused to run, once per build and reason, by remote and stage: entry or release',
    labelNames: ['remote', 'stage'] as const,
    registers: [registry],
  });
  return {
    fetched: (remote: RemoteName, result: ReleaseFetchResult) => fetches.inc({ remote, result }),
    refused: (remote: RemoteName, stage: ReleaseRefusalStage) => refusals.inc({ remote, stage }),
  };
}

export type ReleaseMetrics = ReturnType<typeof releaseMetrics>;
