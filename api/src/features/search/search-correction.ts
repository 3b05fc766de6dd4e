import { sql } from 'drizzle-orm';
import { SUGGESTED_CATEGORIES, type SuggestedCategory } from '@rental/shared/contracts';
import { searchWords } from '@rental/shared/search/search-words.ts';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { readPlannedEquipmentPage } from '../../catalogue-reads/equipments-repository.ts';
import { searchEngineOf } from '../../search/search-engine.ts';
import { keptWords } from '../../search/search-plan.ts';
import type { SearchTerm } from '../../search/search-terms.ts';
import { readSuggestedCategories } from './suggested-categories.ts';
import { editDistance } from '../../search/typo-tolerance.ts';
import type { NearWord } from '../../search/word-analysis.ts';

/** How alike (pg_trgm's word similarity, 0 to 1) a category's names must be to the words to be offered when
 * no correction finds anything: only a near miss of a name, never a shared syllable. */
const NEAREST_CATEGORY_SIMILARITY = 0.6;
/** A category's or subcategory's names in the four languages, as one text. */
const NAMES_IN_EVERY_LANGUAGE = sql.raw(
  `concat_ws(' ', title, translations->>'es', translations->>'fr', translations->>'ht')`,
);
/** Items of the corrected search whose subcategories are offered as the nearest categories. */
const CORRECTED_ITEMS = 12;

/** What a search that found nothing offers instead (docs/product.md#lists). */
export interface Nearest {
  didYouMean: string | null;
  categories: SuggestedCategory[];
}

/**
 * For a search that found nothing: each word the catalogue does not know replaced by the nearest catalogue
 * word, even past the typo rule, offered as "Did you mean …" when that search finds equipment, with the
 * subcategories of what it finds; else the categories and subcategories whose names, in any of the four
 * languages, come close to the words.
 */
export async function nearestToNothing(db: Database, query: string): Promise<Nearest> {
  const didYouMean = await correctedQuery(db, query);
  if (didYouMean) {
    const found = await equipmentFor(db, didYouMean.text, didYouMean.terms, CORRECTED_ITEMS);
    const subcategoryIds = [...new Set(found.data.map((item) => item.subcategory.id))].slice(
      0,
      SUGGESTED_CATEGORIES,
    );
    return { didYouMean: didYouMean.text, categories: await readSuggestedCategories(db, [], subcategoryIds) };
  }
  return { didYouMean: null, categories: await namedLike(db, query) };
}

async function equipmentFor(db: Database, text: string, terms: SearchTerm[], limit: number) {
  return readPlannedEquipmentPage(db, {
    params: {
      filter: { search: text, subcategoryId: null, categoryId: null },
      direction: null,
      window: { limit, page: 1, offset: 0 },
      // Suggested items show no description.
      language: 'en' as const,
    },
    terms,
  });
}

const plan = (db: Database, text: string) => searchEngineOf(db).plan(text, { lastWordIsPrefix: false });

/**
 * A typed word's nearest catalogue word beyond the typo rule: among its look-alikes (word-analysis.ts), the
 * fewest edits away, at most a third of its letters ("senhaizer" → "sennheiser", three).
 */
function nearestWord(word: string, near: NearWord[]): string | null {
  const most = Math.ceil(word.length / 3);
  let best: { word: string; edits: number } | null = null;
  for (const candidate of near) {
    const edits = editDistance(word, candidate.word, most);
    if (edits <= most && (!best || edits < best.edits)) best = { word: candidate.word, edits };
  }
  return best?.word ?? null;
}

async function correctedQuery(db: Database, query: string) {
  const words = searchWords(query);
  const analysis = await searchEngineOf(db).analyse(words);
  const kept = keptWords(words, analysis);
  let changed = false;
  const corrected = kept.map((word) => {
    const found = analysis.get(word);
    const nearest = found && !found.known && !found.knownPrefix ? nearestWord(word, found.near ?? []) : null;
    changed ||= nearest !== null;
    return nearest ?? word;
  });
  if (!changed) return null;
  const text = corrected.join(' ');
  const terms = await plan(db, text);
  return (await equipmentFor(db, text, terms, 1)).total > 0 ? { text, terms } : null;
}

async function namedLike(db: Database, query: string): Promise<SuggestedCategory[]> {
  const rows = rowsOf<{ kind: 'category' | 'subcategory'; id: number }>(
    await db.execute(sql`
      SELECT kind, id FROM (
        SELECT 'category' AS kind, id, word_similarity(${query}, ${NAMES_IN_EVERY_LANGUAGE}) AS score
        FROM categories
        UNION ALL
        SELECT 'subcategory', id, word_similarity(${query}, ${NAMES_IN_EVERY_LANGUAGE}) FROM subcategories
      ) AS named
      WHERE score >= ${NEAREST_CATEGORY_SIMILARITY}
      ORDER BY score DESC, kind, id
      LIMIT ${SUGGESTED_CATEGORIES}`),
  );
  const idsOf = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.id);
  return readSuggestedCategories(db, idsOf('category'), idsOf('subcategory'));
}
