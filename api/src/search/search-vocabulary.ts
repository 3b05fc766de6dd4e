import { sql } from 'drizzle-orm';
import type { Language } from '@rental/shared/contracts';
import { searchWords } from '@rental/shared/search/search-words.ts';
import type { Database } from '../db/database.ts';
import { CREOLE_STOP_WORDS } from './creole-stop-words.ts';
import { nameTerms } from './search-source.ts';

/**
 * The words a catalogue holds, each with the languages it was written in, gathered as the seed writes the
 * catalogue; the database then keeps those that are not function words of their languages
 * (`writeSearchVocabulary`).
 */
export class VocabularyCollector {
  readonly #words = new Map<string, { languages: Set<Language>; named: boolean }>();

  /** The words of a text in `language`: a name, a title or a synonym's (`named`), or a description's. */
  add(language: Language, text: string, { named }: { named: boolean }): void {
    for (const word of searchWords(text, Number.POSITIVE_INFINITY)) this.#addWord(language, word, named);
  }

  /** A name's words and its joined neighbours ("cstand"), which the index holds too. */
  addName(name: string): void {
    for (const word of nameTerms(name)) this.#addWord('en', word, true);
  }

  #addWord(language: Language, word: string, named: boolean) {
    if (language === 'ht' && CREOLE_STOP_WORDS.has(word)) return;
    const known = this.#words.get(word);
    if (known) {
      known.languages.add(language);
      known.named ||= named;
    } else this.#words.set(word, { languages: new Set([language]), named });
  }

  get words(): { word: string; languages: string; named: boolean }[] {
    return [...this.#words].map(([word, { languages, named }]) => ({
      word,
      languages: [...languages].join(','),
      named,
    }));
  }
}

/** Words per statement. */
const BATCH_WORDS = 20_000;

/**
 * Replaces the vocabulary with `collected`, in the caller's transaction: each word that is not a function
 * word in every language it was written in ("de" in a Spanish title goes; "son" in a Creole one stays),
 * with its lexemes in every language the search stems by.
 */
export async function writeSearchVocabulary(db: Database, collected: VocabularyCollector): Promise<void> {
  await db.execute(sql`DELETE FROM search_vocabulary`);
  const all = collected.words;
  for (let start = 0; start < all.length; start += BATCH_WORDS) {
    const batch = all.slice(start, start + BATCH_WORDS);
    await db.execute(sql`
      INSERT INTO search_vocabulary (word, lexemes, named)
      SELECT w.word, tsvector_to_array(
        to_tsvector('simple', w.word) || to_tsvector('english', w.word)
        || to_tsvector('spanish', w.word) || to_tsvector('french', w.word)), w.named
      FROM unnest(${sql.param(batch.map((w) => w.word))}::text[],
        ${sql.param(batch.map((w) => w.languages))}::text[],
        ${sql.param(batch.map((w) => w.named))}::boolean[]) AS w(word, languages, named)
      CROSS JOIN LATERAL string_to_array(w.languages, ',') AS l(languages)
      WHERE 'ht' = ANY(l.languages)
        OR ('en' = ANY(l.languages) AND to_tsvector('english', w.word) <> ''::tsvector)
        OR ('es' = ANY(l.languages) AND to_tsvector('spanish', w.word) <> ''::tsvector)
        OR ('fr' = ANY(l.languages) AND to_tsvector('french', w.word) <> ''::tsvector)`);
  }
}
