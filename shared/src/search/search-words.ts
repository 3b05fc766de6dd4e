import { SEARCH_MAX_WORDS } from '../contracts/limits.ts';
import { foldForSearch } from './search-pattern.ts';
/** No catalogue word is longer; a longer run of letters is cut, so it can still match as a prefix. */
export const MAX_SEARCH_WORD_LENGTH = 40;

/**
 * The words of a search, as the index holds them: folded (no case, no accents) and split at anything that is
 * not a letter or a digit, so the wildcard pattern of the spec (`%sky%panel%`), hyphens and model numbers
 * (`C-Stand`, `S60-C`) and punctuation all come apart into words. Emoji and symbols are separators. A query
 * keeps its first `maxWords`; the index, writing a description, keeps them all.
 */
export function searchWords(text: string, maxWords = SEARCH_MAX_WORDS): string[] {
  return foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, maxWords)
    .map((word) => word.slice(0, MAX_SEARCH_WORD_LENGTH));
}

/**
 * A search as one text: its words joined by a space. Two searches that differ only in case, accents,
 * spacing or punctuation have the same key, so they share a kept answer and a count of searches that
 * found nothing.
 */
export const searchKey = (text: string): string => searchWords(text).join(' ');
