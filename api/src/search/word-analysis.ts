import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { rowsOf } from '../db/raw-rows.ts';

/** A catalogue word close to a typed one, with the lexemes it is indexed by. */
export interface NearWord {
  word: string;
  lexemes: string[];
}

/** What the database knows of one typed word (docs/decisions/020-search-relevance.md). */
export interface WordAnalysis {
  /** Its stems in English, Spanish and French; empty where it is a function word of that language. */
  stems: { en: string[]; es: string[]; fr: string[] };
  /** Whether the catalogue or the synonyms hold it, or another form of it. */
  known: boolean;
  /** Whether a name, a title or a synonym holds it as written (not a description alone). */
  named: boolean;
  /** Whether a catalogue word begins with it. */
  knownPrefix: boolean;
  /**
   * Catalogue words that look like it (trigrams), when it is not known; nearest first. `null` when they
   * were not read: the word was read as a beginning, and a catalogue word begins with it, so no
   * correction of it is searched (docs/decisions/020-search-relevance.md).
   */
  near: NearWord[] | null;
}

/** How many look-alike words of each kind a typed word is compared with (the typo rule picks among them). */
const NEAR_CANDIDATES = 24;

interface AnalysisRow {
  word: string;
  en: string[];
  es: string[];
  fr: string[];
  known: boolean;
  named: boolean;
  known_prefix: boolean;
  near: NearWord[] | null;
}

/**
 * One round trip for every word of a query: its stems in each language the index stems by, whether the
 * vocabulary holds it (or, for a word still being typed, a word it begins), and, for an unknown word of
 * five letters or more, the vocabulary's words nearest it by trigrams, as a whole word (`<->`) and as a
 * beginning (`<<->`), found by the GiST index with no threshold (a swap near the start, "shrue", shares
 * few trigrams with "shure"). Words as near as each other are taken in alphabetical order: left to the
 * index, ties at the limit fell differently on PGlite and PostgreSQL. The typo rule then judges them.
 * The nearest words are the statement's dearest part, and a word being typed mostly begins a catalogue
 * word: they are read for such a word only when it is among `wholeWords`, the words read as typed in full.
 */
export async function analyseWords(
  db: Database,
  words: string[],
  wholeWords: readonly string[] = words,
): Promise<Map<string, WordAnalysis>> {
  if (words.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT q.word, s.en, s.es, s.fr, k.known, k.named, p.known_prefix, n.near
    FROM unnest(${sql.param(words)}::text[]) AS q(word)
    CROSS JOIN LATERAL (SELECT
      tsvector_to_array(to_tsvector('english', q.word)) AS en,
      tsvector_to_array(to_tsvector('spanish', q.word)) AS es,
      tsvector_to_array(to_tsvector('french', q.word)) AS fr) AS s
    CROSS JOIN LATERAL (SELECT
      EXISTS (
        SELECT 1 FROM search_vocabulary v
        WHERE v.lexemes && (ARRAY[q.word] || s.en || s.es || s.fr)) AS known,
      EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.word = q.word AND v.named) AS named) AS k
    CROSS JOIN LATERAL (SELECT EXISTS (
      SELECT 1 FROM search_vocabulary v WHERE v.word LIKE q.word || '%') AS known_prefix) AS p
    CROSS JOIN LATERAL (SELECT CASE
      WHEN k.known OR length(q.word) < 5 THEN '[]'::json
      WHEN p.known_prefix AND NOT q.word = ANY(${sql.param([...wholeWords])}::text[]) THEN NULL
      ELSE COALESCE((
      SELECT json_agg(json_build_object('word', c.word, 'lexemes', c.lexemes)
        ORDER BY similarity(c.word, q.word) DESC, c.word)
      FROM (
        (SELECT v.word, v.lexemes FROM search_vocabulary v
          ORDER BY v.word <-> q.word, v.word LIMIT ${NEAR_CANDIDATES})
        UNION
        (SELECT v.word, v.lexemes FROM search_vocabulary v
          ORDER BY q.word <<-> v.word, v.word LIMIT ${NEAR_CANDIDATES})
      ) AS c), '[]'::json) END AS near) AS n`);
  return new Map(
    rowsOf<AnalysisRow>(result).map((row) => [
      row.word,
      {
        stems: { en: row.en, es: row.es, fr: row.fr },
        known: row.known,
        named: row.named,
        knownPrefix: row.known_prefix,
        near: row.near,
      },
    ]),
  );
}
