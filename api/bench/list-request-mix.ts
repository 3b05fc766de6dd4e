import type { EquipmentListRequest } from '@rental/shared/contracts';
import { foldForSearch } from '@rental/shared/search';
import { equipmentListParams } from '../src/catalogue-reads/equipment-list-params.ts';
import { categories } from '../src/seed/data/catalogue.ts';

const items = categories.flatMap((category) =>
  category.subcategories.flatMap((subcategory) =>
    subcategory.equipment.map((item) => ({ words: wordsOf(item.name), categoryId: category.id })),
  ),
);

function wordsOf(name: string): string[] {
  return foldForSearch(name)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !/^\d+$/.test(word));
}

/**
 * The list requests of a browsing crowd, a few hundred different ones, each asking for a different answer:
 * words and pairs of words from the catalogue's names, alone, within their item's category and in
 * reverse order; every category's first pages; every subcategory; the unfiltered list's first pages.
 * Deterministic, so every run asks the same.
 */
export function listRequestMix(): EquipmentListRequest[] {
  const asc = { order_by: { name: 'asc' as const } };
  const words = [...new Set(items.flatMap((item) => item.words))].slice(0, 120);
  const pairs = [
    ...new Set(
      items.filter((item) => item.words.length >= 2).map((item) => item.words.slice(0, 2).join(' ')),
    ),
  ].slice(0, 60);
  const wordsInCategory = items
    .filter((item, i) => i % 3 === 0 && item.words.length > 0)
    .slice(0, 80)
    .map((item) => ({ word: item.words[0]!, categoryId: item.categoryId }));
  const requests: EquipmentListRequest[] = [
    ...words.map((word) => ({ query: word, ...asc })),
    ...pairs.map((pair) => ({ query: pair, ...asc })),
    ...pairs.slice(0, 30).map((pair) => ({ query: pair, order_by: { name: 'desc' as const } })),
    ...wordsInCategory.map(({ word, categoryId }) => ({
      query: word,
      with: { subcategory: { category_id: categoryId } },
      ...asc,
    })),
    ...categories.flatMap((category) =>
      [1, 2, 3, 4, 5].map((page) => ({ with: { subcategory: { category_id: category.id } }, page, ...asc })),
    ),
    ...categories.flatMap((category) =>
      category.subcategories.map((subcategory) => ({ subcategory_id: subcategory.id, ...asc })),
    ),
    ...Array.from({ length: 20 }, (_, i) => ({ page: i + 1, ...asc })),
  ];
  const distinct = new Map(
    requests.map((request) => [JSON.stringify(equipmentListParams(request)), request]),
  );
  return [...distinct.values()];
}
