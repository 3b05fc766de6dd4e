import type { Alternative, Lexeme, SearchTerm } from './search-terms.ts';
import type { SynonymIndex } from './synonym-index.ts';
import { typosBetween } from './typo-tolerance.ts';
import type { NearWord, WordAnalysis } from './word-analysis.ts';
import { formsOf, isStopWord } from './word-forms.ts';

/** How many corrections of one word are searched: the closest, so a typo never floods the results. */
const MAX_CORRECTIONS = 4;

/** A word of a model number ("s60", "eu7000") is matched as a beginning too: "eu7000" finds "EU7000is". */
const isModelWord = (word: string) => /\p{L}/u.test(word) && /\p{N}/u.test(word);

export interface PlanOptions {
  /** The last word may be unfinished: it also matches the beginning of a word (typing, or "sky" for SkyPanel). */
  lastWordIsPrefix: boolean;
}

/** The words a search keeps: function words go ("lights for a stage"), unless nothing else is left. */
export function keptWords(words: string[], analysis: Map<string, WordAnalysis>): string[] {
  const kept = words.filter((word) => !isStopWord(word, analysis.get(word)));
  return kept.length > 0 ? kept : words;
}

const lexeme = (text: string, prefix = false): Lexeme => ({ text, prefix });

interface Correction {
  near: NearWord;
  typos: number;
}

/** The look-alike words the typo rule accepts for `word`, fewest typos first, then the most alike. */
function correctionsOf(word: string, analysis: WordAnalysis, asPrefix: boolean): Correction[] {
  if (analysis.known || (asPrefix && analysis.knownPrefix)) return [];
  // Unread only for a word read as a beginning that begins a catalogue word, which returned above.
  return (analysis.near ?? [])
    .map((near) => ({ near, typos: typosBetween(word, near.word, asPrefix) }))
    .filter((candidate): candidate is Correction => candidate.typos !== null)
    .sort((a, b) => a.typos - b.typos)
    .slice(0, MAX_CORRECTIONS);
}

/**
 * The query as terms the ranking scores one by one (docs/decisions/020-search-relevance.md). Each kept
 * word is found by itself and its stems; by the word it makes joined with a neighbour ("sky panel" →
 * "skypanel", "ls 600d" → "ls600d"); by what a synonym covering it means ("generador" → "generator"); and,
 * when the catalogue does not know it, by its corrections under the typo rule. The last word, and a model
 * number's, also match as a beginning.
 */
export function planSearch(
  words: string[],
  analysis: Map<string, WordAnalysis>,
  synonyms: SynonymIndex,
  { lastWordIsPrefix }: PlanOptions,
): SearchTerm[] {
  const kept = keptWords(words, analysis);
  const forms = kept.map((word) => formsOf(word, analysis.get(word)));
  const synonymMatches = synonyms.matches(forms);
  const last = kept.length - 1;
  const asPrefix = (i: number) => lastWordIsPrefix && i === last;

  return kept.map((word, i): SearchTerm => {
    const wordAnalysis = analysis.get(word);
    const prefix = asPrefix(i) || isModelWord(word);
    const own: Lexeme[] = [
      lexeme(word, prefix),
      ...forms[i]!.filter((form) => form !== word).map((form) => lexeme(form)),
    ];
    const joined: Alternative[] = [
      ...(i > 0 ? [[[lexeme(`${kept[i - 1]}${word}`, asPrefix(i))]]] : []),
      ...(i < last ? [[[lexeme(`${word}${kept[i + 1]}`, asPrefix(i + 1))]]] : []),
    ];
    const meant = synonymMatches
      .filter((match) => match.start <= i && i < match.start + match.length)
      .map((match) => match.means);
    const corrections = wordAnalysis ? correctionsOf(word, wordAnalysis, asPrefix(i)) : [];
    return {
      word,
      exact: [[own], ...joined, ...meant],
      corrected: corrections.flatMap(({ near }): Alternative[] => {
        const nearForms = [...new Set([near.word, ...near.lexemes])];
        return [[nearForms.map((text) => lexeme(text))], ...synonyms.meaningsOf(nearForms)];
      }),
    };
  });
}
