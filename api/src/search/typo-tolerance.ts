/** Words shorter than this are never corrected: "lens" is not "less" (docs/decisions/020-search-relevance.md). */
export const ONE_TYPO_FROM = 5;
/** Words this long or longer may hold two typos. */
export const TWO_TYPOS_FROM = 9;

/** How many typos a typed word may hold and still be corrected: Meilisearch's rule. */
export const typosAllowed = (word: string): number =>
  word.length >= TWO_TYPOS_FROM ? 2 : word.length >= ONE_TYPO_FROM ? 1 : 0;

/**
 * The optimal-string-alignment distance: one typo is a letter wrong, missing, added, or two neighbours
 * swapped ("skypanle"), which a phone's keyboard makes as often as the others. Stops counting past `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The typos that separate a typed word from a catalogue word, or null when it holds more than its length
 * allows. A word still being typed (`asPrefix`) is compared with the catalogue word's beginning, so
 * "sennhis" is on its way to "sennheiser".
 */
export function typosBetween(typed: string, word: string, asPrefix: boolean): number | null {
  const allowed = typosAllowed(typed);
  if (allowed === 0 || typed === word) return null;
  let best = editDistance(typed, word, allowed);
  if (asPrefix) {
    for (let length = typed.length - allowed; length <= typed.length + allowed; length += 1)
      if (length > 0 && length < word.length)
        best = Math.min(best, editDistance(typed, word.slice(0, length), allowed));
  }
  return best <= allowed && best > 0 ? best : null;
}
