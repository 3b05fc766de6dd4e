import { foldForSearch } from '@rental/shared/search';

const bytesOf = (text: string) => Buffer.from(text, 'utf8');

/**
 * "A - Z" restated in JavaScript, for the tests to compare the API's order with
 * (docs/decisions/018-a-z-order.md): the name folded as the search key is, then the name, byte by byte,
 * then the id.
 */
export function inNameOrder<Item extends { id: number; name: string }>(items: Item[]): Item[] {
  return [...items].sort(
    (a, b) =>
      Buffer.compare(bytesOf(foldForSearch(a.name)), bytesOf(foldForSearch(b.name))) ||
      Buffer.compare(bytesOf(a.name), bytesOf(b.name)) ||
      a.id - b.id,
  );
}
