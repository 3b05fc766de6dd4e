import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { opsSessions } from '../db/schema.ts';

export interface OpsSession {
  operator: string;
  expiresAt: Date;
}

/** Only the hash of a session's id is kept: the id itself is in the operator's cookie alone. */
const hashOf = (id: string) => createHash('sha256').update(id).digest('base64url');

/** Opens a session for `operator` until `expiresAt`; gives the id for the cookie. */
export async function openOpsSession(db: Database, operator: string, expiresAt: Date): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.insert(opsSessions).values({ idHash: hashOf(id), operator, expiresAt });
  // Sign-ins are rare: each clears the sessions that have ended, so the table never grows.
  await db.delete(opsSessions).where(lte(opsSessions.expiresAt, new Date()));
  return id;
}

/** The session a cookie's id opens, while it lasts. */
export async function findOpsSession(
  db: Database,
  id: string,
  now = new Date(),
): Promise<OpsSession | undefined> {
  const [session] = await db
    .select({ operator: opsSessions.operator, expiresAt: opsSessions.expiresAt })
    .from(opsSessions)
    .where(and(eq(opsSessions.idHash, hashOf(id)), gt(opsSessions.expiresAt, now)))
    .limit(1);
  return session;
}

export async function closeOpsSession(db: Database, id: string): Promise<void> {
  await db.delete(opsSessions).where(eq(opsSessions.idHash, hashOf(id)));
}
