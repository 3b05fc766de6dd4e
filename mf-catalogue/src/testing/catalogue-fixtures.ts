import type { Category, Equipment, ListResult, Package } from '@rental/shared/contracts';

export const categories: Category[] = [
  {
    id: 1,
    title: 'Lighting',
    subcategories: [
      { id: 1, title: 'LED Panels' },
      { id: 2, title: 'Fresnels' },
    ],
  },
  { id: 2, title: 'Sound', subcategories: [{ id: 15, title: 'Microphones' }] },
];

export function equipment(id: number, name = `Item ${id}`): Equipment {
  return {
    id,
    name,
    description: `About ${name}`,
    mainImage: null,
    subcategory_id: 15,
    subcategory: { id: 15, title: 'Microphones', category_id: 2, category: { id: 2, title: 'Sound' } },
  };
}

export function packageOf(id: number, itemCount: number): Package {
  return {
    id,
    name: `Package ${id}`,
    description: 'A package',
    mainImage: null,
    package_items: Array.from({ length: itemCount }, (_, index) => ({
      id: index + 1,
      item_name: `Part ${index + 1}`,
      quantity: index + 1,
    })),
  };
}

/** A list answer: `rows` on this page, `total` in all. */
export function listResult<T>(rows: T[], total = rows.length, page = 1): ListResult<T> {
  return {
    status: 1,
    data: rows,
    pagination: { total_pages: Math.ceil(total / 20), per_page: 20, total, current_page: page },
  };
}
