import { lt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { healthPeriods, healthViews, healthVitals, healthVitalP75 } from '../db/schema.ts';
import { VIEW_TOKEN_LIFETIME_MS } from './view-token.ts';

/**
 * Storage stays bounded: what proves a page view was counted, and by which client, goes once its token has
 * expired and its window is over; the figures go after `retentionDays`.
 */
export async function pruneHealth(db: Database, now: Date, retentionDays: number, windowMs: number) {
  const viewsBefore = new Date(now.getTime() - Math.max(VIEW_TOKEN_LIFETIME_MS, windowMs));
  const figuresBefore = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  await db.delete(healthViews).where(lt(healthViews.receivedAt, viewsBefore));
  await db.delete(healthPeriods).where(lt(healthPeriods.periodStart, figuresBefore));
  await db.delete(healthVitals).where(lt(healthVitals.periodStart, figuresBefore));
  await db.delete(healthVitalP75).where(lt(healthVitalP75.periodStart, figuresBefore));
}
