import { asc, sql } from 'drizzle-orm';
import type { RemoteLoadFailureCount, RemoteLoadFailureReport } from '@rental/shared/contracts';
import type { Database } from '../../db/database.ts';
import { remoteLoadFailures } from '../../db/schema.ts';

/** One more failure for this remote, version and channel; a single upsert, safe with several API instances. */
export async function countRemoteLoadFailure(db: Database, report: RemoteLoadFailureReport): Promise<void> {
  await db
    .insert(remoteLoadFailures)
    .values({ ...report, failures: 1 })
    .onConflictDoUpdate({
      target: [remoteLoadFailures.remote, remoteLoadFailures.version, remoteLoadFailures.channel],
      set: { failures: sql`${remoteLoadFailures.failures} + 1`, lastFailureAt: sql`now()` },
    });
}

export async function listRemoteLoadFailures(db: Database): Promise<RemoteLoadFailureCount[]> {
  const rows = await db
    .select()
    .from(remoteLoadFailures)
    .orderBy(
      asc(remoteLoadFailures.remote),
      asc(remoteLoadFailures.version),
      asc(remoteLoadFailures.channel),
    );
  return rows.map((row) => ({
    remote: row.remote,
    version: row.version,
    channel: row.channel,
    failures: row.failures,
    last_failure_at: row.lastFailureAt.toISOString(),
  }));
}
