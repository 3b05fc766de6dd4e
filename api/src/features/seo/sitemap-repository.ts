import { asc, count, max } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { equipments, packages, projects, services } from '../../db/schema.ts';
import { DETAIL_KINDS, type DetailKind } from './sitemap-files.ts';

const detailTables = { equipment: equipments, services, packages } as const;

export async function countDetailPages(db: Database): Promise<Record<DetailKind, number>> {
  const counts = await Promise.all(
    DETAIL_KINDS.map(async (kind) => {
      const [row] = await db.select({ total: count() }).from(detailTables[kind]);
      return [kind, row?.total ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<DetailKind, number>;
}

/** One part of one kind's ids, in a stable order so consecutive parts neither overlap nor skip. */
export async function detailIds(
  db: Database,
  kind: DetailKind,
  { offset, limit }: { offset: number; limit: number },
): Promise<number[]> {
  const table = detailTables[kind];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .orderBy(asc(table.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** The latest projects page changes when a project is added. */
export async function latestProjectDate(db: Database): Promise<Date | undefined> {
  const [row] = await db.select({ latest: max(projects.createdAt) }).from(projects);
  return row?.latest ?? undefined;
}
