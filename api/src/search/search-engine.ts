import { LRUCache } from 'lru-cache';
import { searchWords } from '@rental/shared/search/search-words.ts';
import type { Database } from '../db/database.ts';
import { seededContentVersion } from '../db/seeded-content-version.ts';
import { planSearch, type PlanOptions } from './search-plan.ts';
import type { SearchTerm } from './search-terms.ts';
import { SynonymIndex } from './synonym-index.ts';
import { analyseWords, type WordAnalysis } from './word-analysis.ts';

/** Typed words whose analysis is kept: a few thousand words take well under a megabyte. */
const KEPT_ANALYSES = 20_000;

/**
 * Turns typed text into the terms a statement searches by. What the database says of each word (stems,
 * whether the catalogue knows it, its look-alikes) and the synonyms depend on the seeded catalogue alone,
 * so they are kept until the seed changes it (db/seeded-content-version.ts): a search of known words costs
 * its statement and nothing else.
 */
export class SearchEngine {
  readonly #db: Database;
  readonly #analyses = new LRUCache<string, WordAnalysis>({ max: KEPT_ANALYSES });
  #synonyms: Promise<SynonymIndex> | null = null;
  #version = -1;

  constructor(db: Database) {
    this.#db = db;
  }

  /** The terms of `text`; none when it holds no word (punctuation, emoji, a bare `%`). */
  async plan(text: string, options: PlanOptions): Promise<SearchTerm[]> {
    const words = searchWords(text);
    if (words.length === 0) return [];
    // Corrections are searched for a word read as a beginning only when no catalogue word begins with it.
    const wholeWords = options.lastWordIsPrefix ? words.slice(0, -1) : words;
    const [analysis, synonyms] = await Promise.all([this.analyse(words, wholeWords), this.#synonymIndex()]);
    return planSearch(words, analysis, synonyms, options);
  }

  /**
   * What the database says of each word, from memory when it was asked before; the nearest catalogue
   * words of `wholeWords` are read if they were not (word-analysis.ts).
   */
  async analyse(words: string[], wholeWords: readonly string[] = []): Promise<Map<string, WordAnalysis>> {
    this.#dropIfContentChanged();
    const missing = [...new Set(words)].filter((word) => {
      const kept = this.#analyses.get(word);
      return !kept || (kept.near === null && wholeWords.includes(word));
    });
    if (missing.length > 0) {
      const version = this.#version;
      const read = await analyseWords(this.#db, missing, wholeWords);
      if (version === seededContentVersion())
        for (const [word, found] of read) this.#analyses.set(word, found);
      return new Map(words.map((word) => [word, read.get(word) ?? this.#analyses.get(word)!]));
    }
    return new Map(words.map((word) => [word, this.#analyses.get(word)!]));
  }

  #synonymIndex(): Promise<SynonymIndex> {
    this.#dropIfContentChanged();
    if (!this.#synonyms) {
      const loading = SynonymIndex.load(this.#db);
      this.#synonyms = loading;
      // A failed read is not kept: the next search reads again.
      loading.catch(() => {
        if (this.#synonyms === loading) this.#synonyms = null;
      });
    }
    return this.#synonyms;
  }

  #dropIfContentChanged() {
    const version = seededContentVersion();
    if (version === this.#version) return;
    this.#version = version;
    this.#analyses.clear();
    this.#synonyms = null;
  }
}

const engines = new WeakMap<Database, SearchEngine>();

/** The one engine of a database handle (the server has one handle, each test file its own). */
export function searchEngineOf(db: Database): SearchEngine {
  let engine = engines.get(db);
  if (!engine) {
    engine = new SearchEngine(db);
    engines.set(db, engine);
  }
  return engine;
}
