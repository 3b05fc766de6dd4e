import type { Language } from '@rental/shared/contracts';
import { CREOLE_STOP_WORDS } from './creole-stop-words.ts';
import type { WordAnalysis } from './word-analysis.ts';

/** A word and its stems in every language the index stems by: what the index may hold for it. */
export const formsOf = (word: string, analysis: WordAnalysis | undefined): string[] =>
  analysis ? [...new Set([word, ...analysis.stems.en, ...analysis.stems.es, ...analysis.stems.fr])] : [word];

/** The languages in which a word is a function word ("de", "the", "pou"), which a search leaves out. */
export function stopLanguages(word: string, analysis: WordAnalysis | undefined): Language[] {
  if (!analysis) return [];
  const languages: Language[] = [];
  if (analysis.stems.en.length === 0) languages.push('en');
  if (analysis.stems.es.length === 0) languages.push('es');
  if (analysis.stems.fr.length === 0) languages.push('fr');
  if (CREOLE_STOP_WORDS.has(word)) languages.push('ht');
  return languages;
}

/**
 * A function word in some language that no name, title or synonym holds as a word of its own: "de" and
 * "for" go; the Creole "son" (sound), a French function word, stays, since the Creole titles hold it.
 */
export const isStopWord = (word: string, analysis: WordAnalysis | undefined): boolean =>
  stopLanguages(word, analysis).length > 0 && !analysis?.named;
