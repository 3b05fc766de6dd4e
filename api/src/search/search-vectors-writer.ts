import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { SearchSource } from '../db/search-columns.ts';

/** The tables that hold search vectors (db/search-columns.ts). */
export type SearchedTable = 'equipments' | 'services' | 'packages' | 'categories' | 'subcategories';

/** Rows per statement. */
const BATCH_ROWS = 5_000;

const PARTS = [
  'name',
  'tags',
  'en',
  'es',
  'fr',
  'group',
  'groupEn',
  'groupEs',
  'groupFr',
  'text',
  'nameTranslated',
  'nameEs',
  'nameFr',
  'textEs',
  'textFr',
  'textHt',
] as const;

export const hashOf = (source: SearchSource): string =>
  createHash('sha256')
    .update(JSON.stringify(PARTS.map((part) => source[part] ?? '')))
    .digest('base64url');

/**
 * Writes the search vectors of `rows` in `table` (db/search-columns.ts), one statement per batch, the parts
 * passed as arrays: each field's words as written ('simple', for exact words and beginnings) and stemmed by
 * the language they are in (a translated name or description by its own: docs/decisions/020-search-relevance.md);
 * positions stripped, as the ranking reads no proximity. A row whose source has
 * not changed since it was last written (its hash) is not touched, so a restart that seeds 50,000 items
 * again writes nothing.
 */
export async function writeSearchVectors(
  db: Database,
  table: SearchedTable,
  rows: { id: number; source: SearchSource }[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    const column = (part: (typeof PARTS)[number]) => sql.param(batch.map((row) => row.source[part] ?? ''));
    await db.execute(sql`
      UPDATE ${sql.identifier(table)} AS target SET
        search_hash = s.hash,
        name_vector = strip(to_tsvector('simple', s.name) || to_tsvector('english', s.name)
          || to_tsvector('simple', s.name_tr) || to_tsvector('spanish', s.name_es)
          || to_tsvector('french', s.name_fr)),
        tags_vector = strip(to_tsvector('simple', s.tags) || to_tsvector('english', s.en)
          || to_tsvector('spanish', s.es) || to_tsvector('french', s.fr)),
        group_vector = strip(to_tsvector('simple', s.grp) || to_tsvector('english', s.grp_en)
          || to_tsvector('spanish', s.grp_es) || to_tsvector('french', s.grp_fr)),
        text_vector = strip(to_tsvector('english', s.text) || to_tsvector('spanish', s.text_es)
          || to_tsvector('french', s.text_fr) || to_tsvector('simple', s.text_ht))
      FROM unnest(
        ${sql.param(batch.map((row) => row.id))}::int[],
        ${sql.param(batch.map((row) => hashOf(row.source)))}::text[],
        ${column('name')}::text[], ${column('tags')}::text[], ${column('en')}::text[],
        ${column('es')}::text[], ${column('fr')}::text[], ${column('group')}::text[],
        ${column('groupEn')}::text[], ${column('groupEs')}::text[], ${column('groupFr')}::text[],
        ${column('text')}::text[], ${column('nameTranslated')}::text[], ${column('nameEs')}::text[],
        ${column('nameFr')}::text[], ${column('textEs')}::text[], ${column('textFr')}::text[],
        ${column('textHt')}::text[]
      ) AS s(id, hash, name, tags, en, es, fr, grp, grp_en, grp_es, grp_fr, text, name_tr, name_es, name_fr,
        text_es, text_fr, text_ht)
      WHERE target.id = s.id AND target.search_hash IS DISTINCT FROM s.hash`);
  }
}
