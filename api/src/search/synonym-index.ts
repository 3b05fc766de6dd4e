import { searchWords } from '@rental/shared/search/search-words.ts';
import type { Database } from '../db/database.ts';
import { searchSynonyms } from '../db/schema.ts';
import type { Alternative } from './search-terms.ts';
import { analyseWords, type WordAnalysis } from './word-analysis.ts';
import { formsOf, isStopWord } from './word-forms.ts';

/** A synonym ready to match: the forms of each of its words, and what it means as an alternative. */
export interface Synonym {
  words: string[][];
  means: Alternative;
}

/** Where a synonym covers the query: the kept words from `start`, `length` of them. */
export interface SynonymMatch {
  start: number;
  length: number;
  means: Alternative;
}

const shareAForm = (a: string[], b: string[]) => a.some((form) => b.includes(form));

/**
 * The synonyms of every language, read once per catalogue version: a query word matches a synonym's word
 * when they share a form (so "generadores" matches "generador" through the Spanish stem), and a synonym of
 * several words matches them in a row, function words left out on both sides ("máquina de humo").
 */
export class SynonymIndex {
  readonly #synonyms: Synonym[];

  constructor(synonyms: Synonym[]) {
    this.#synonyms = synonyms;
  }

  static async load(db: Database): Promise<SynonymIndex> {
    const rows = await db.select().from(searchSynonyms);
    const termWords = rows.map((row) => searchWords(row.term));
    const meansWords = rows.map((row) => searchWords(row.means));
    const analysis = await analyseWords(db, [...new Set([...termWords, ...meansWords].flat())]);
    const kept = (words: string[]) => words.filter((word) => !isStopWord(word, analysis.get(word)));
    const synonyms = rows.flatMap((_, i): Synonym[] => {
      const words = kept(termWords[i]!).map((word) => formsOf(word, analysis.get(word)));
      const means = meansAlternative(kept(meansWords[i]!), analysis);
      return words.length > 0 && means.length > 0 ? [{ words, means }] : [];
    });
    return new SynonymIndex(synonyms);
  }

  /** Every synonym found in the query's kept words, given with the forms of each. */
  matches(queryForms: string[][]): SynonymMatch[] {
    const found: SynonymMatch[] = [];
    for (const synonym of this.#synonyms) {
      const { length } = synonym.words;
      for (let start = 0; start + length <= queryForms.length; start += 1) {
        if (synonym.words.every((forms, k) => shareAForm(forms, queryForms[start + k]!)))
          found.push({ start, length, means: synonym.means });
      }
    }
    return found;
  }

  /** What a single word means by the synonyms, given its forms (for a corrected word). */
  meaningsOf(forms: string[]): Alternative[] {
    return this.#synonyms
      .filter((synonym) => synonym.words.length === 1 && shareAForm(synonym.words[0]!, forms))
      .map((synonym) => synonym.means);
  }
}

/** "wireless microphone": both words, each by any of its forms. */
function meansAlternative(words: string[], analysis: Map<string, WordAnalysis>): Alternative {
  return words.map((word) => formsOf(word, analysis.get(word)).map((text) => ({ text, prefix: false })));
}
