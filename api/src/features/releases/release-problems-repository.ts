import { desc, sql } from 'drizzle-orm';
import type { ReleaseProblem } from '@rental/shared/contracts';
import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type { RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';
import type { Database } from '../../db/database.ts';
import { releaseProblems, rolloutEvents } from '../../db/schema.ts';
import { enqueueRolloutEmail } from '../../outbox/outbox-repository.ts';

export interface ReleaseProblemReport {
  remote: string;
  version: string;
  /** The SHA-384 its entry pins; empty when it pins none. */
  digest: string;
  entry: string;
  refused: boolean;
  reason: string;
  at: Date;
}

/**
 * Records what an instance met with a release (docs/decisions/024). The first report of a release, from
 * any instance, also records a rollout event and queues the operators' e-mail, in the same transaction;
 * later reports only count.
 */
export async function recordReleaseProblem(db: Database, report: ReleaseProblemReport): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(releaseProblems)
      .values({ ...report, firstAt: report.at, lastAt: report.at, count: 1 })
      .onConflictDoUpdate({
        target: [
          releaseProblems.remote,
          releaseProblems.version,
          releaseProblems.digest,
          releaseProblems.entry,
        ],
        set: {
          refused: report.refused,
          reason: report.reason,
          lastAt: report.at,
          count: sql`${releaseProblems.count} + 1`,
        },
      })
      .returning({ count: releaseProblems.count });
    if (row?.count !== 1) return;
    const [event] = await tx
      .insert(rolloutEvents)
      .values({
        at: report.at,
        remote: report.remote,
        action: report.refused ? 'release-refused' : 'release-unavailable',
        version: report.version,
        reason: report.reason,
      })
      .returning({ id: rolloutEvents.id });
    if (event) await enqueueRolloutEmail(tx, event.id);
  });
}

/**
 * The builds the site refused or could not fetch, the latest first; `current` when remotes.json still
 * names that build, so a problem clears as soon as its entry changes.
 */
export async function readReleaseProblems(
  db: Database,
  current: RemotesManifest | undefined,
  limit = 100,
): Promise<ReleaseProblem[]> {
  const rows = await db.select().from(releaseProblems).orderBy(desc(releaseProblems.lastAt)).limit(limit);
  return rows.map(({ id: _id, firstAt, lastAt, ...row }) => ({
    ...row,
    current: namesBuild(current, row),
    firstAt: firstAt.toISOString(),
    lastAt: lastAt.toISOString(),
  }));
}

function namesBuild(
  manifest: RemotesManifest | undefined,
  problem: { remote: string; version: string; digest: string; entry: string },
): boolean {
  const channels =
    manifest && Object.hasOwn(manifest, problem.remote) ? manifest[problem.remote as RemoteName] : undefined;
  return [channels?.stable, channels?.canary].some(
    (build) =>
      build !== undefined &&
      build.version === problem.version &&
      (build.release?.digest ?? '') === problem.digest &&
      // Rows written before entries were recorded name their build by version and digest only.
      (problem.entry === '' || build.entry === problem.entry),
  );
}
