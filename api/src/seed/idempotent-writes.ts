import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';

/**
 * `SET col = excluded.col` for every column but the id, so a re-seed brings rows back to the seed's content.
 * Generated columns (the search vector) follow by themselves.
 */
export function overwriteAllBut<T extends PgTable>(table: T, keep: string): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key, column]) => key !== keep && column.generated === undefined)
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}

/**
 * Identity columns do not advance when ids are given explicitly; move them past the seeded ids (those
 * below `below` when given, so new rows never take ids from the range of generated ones).
 */
export async function advanceIdentity(db: Database, table: string, below?: number) {
  const range = below === undefined ? '' : ` WHERE id < ${below}`;
  await db.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM "${table}"${range}), 1))`,
    ),
  );
}
