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

/** The list search's wildcard pattern (docs/product.md#lists), built from the words typed: "sky  panel" → "%sky%panel%". */
export function buildSearchPattern(typed: string): string {
  const words = typed.split(/[\s%]+/).filter(Boolean);
  return words.length === 0 ? '' : `%${words.join('%')}%`;
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
