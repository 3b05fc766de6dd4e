import { SEARCH_MAX_WORDS, SEARCH_QUERY_MAX_LENGTH } from '../contracts/limits.ts';

/**
 * Search text is compared without case or accents: "Câmara" finds "camara". Both the stored search key
 * and the incoming pattern go through `foldForSearch`, so the rule lives in one place.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđ]/g, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter] ?? letter);
}

/** Letters Unicode does not decompose into a base letter and a mark (RØDE should be found by "rode"). */
const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
};

/**
 * The list search's wildcard pattern (docs/product.md#lists), built from the words typed: "sky  panel" →
 * "%sky%panel%". The search reads ten words at most, and the API takes 200 characters: a longer text (a
 * pasted paragraph, an address edited by hand) is cut to what fits, never refused.
 */
export function buildSearchPattern(typed: string): string {
  const words = typed
    .split(/[\s%]+/)
    .filter(Boolean)
    .slice(0, SEARCH_MAX_WORDS);
  if (words.length === 0) return '';
  return `%${words.join('%')}%`.slice(0, SEARCH_QUERY_MAX_LENGTH);
}

/**
 * Turns a client's pattern (or plain words) into a safe LIKE pattern over folded text. Only `%` is a
 * wildcard: `_` and `\` are escaped so they match themselves.
 */
export function toLikePattern(query: string): string | null {
  const words = foldForSearch(query)
    .split(/[\s%]+/)
    .filter(Boolean)
    .map((word) => word.replace(/[\\_]/g, (c) => `\\${c}`));
  return words.length === 0 ? null : `%${words.join('%')}%`;
}
