import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

export type NameDirection = 'asc' | 'desc';

/**
 * Byte order, whatever the database's locale: PGlite has only "C" and "POSIX", and a PostgreSQL server's
 * default collation may be a language's, so only an explicit "C" sorts the same on both engines.
 */
export const inByteOrder = (column: AnyColumn): SQL => sql`${column} collate "C"`;

/**
 * "A - Z" and "Z - A" (docs/product.md#lists, docs/decisions/018-a-z-order.md): by the name folded without
 * case or accents (the search key), then by the name itself and the id, so the order is total and pages
 * never overlap; "Z - A" is the exact reverse, which one index serves scanned either way. Without a
 * direction, by id. The equipment indexes are built on these same expressions (api/src/db/schema.ts).
 */
export function nameOrder(
  sortKey: AnyColumn,
  name: AnyColumn,
  id: AnyColumn,
  direction: NameDirection | null | undefined,
): SQL[] {
  if (!direction) return [asc(id)];
  const by = direction === 'desc' ? desc : asc;
  return [by(inByteOrder(sortKey)), by(inByteOrder(name)), by(id)];
}
