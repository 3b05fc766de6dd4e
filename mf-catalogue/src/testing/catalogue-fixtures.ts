import type { Equipment, ListResult, Package, Service } from '@rental/shared/contracts';

export function equipment(id: number, name = `Item ${id}`): Equipment {
  return {
    id,
    name,
    description: `About ${name}`,
    languages: { description: 'en' },
    mainImage: null,
    subcategory_id: 15,
    subcategory: {
      id: 15,
      title: 'Microphones',
      translations: { ht: 'Mikwo', es: 'Micrófonos', fr: 'Micros' },
      category_id: 2,
      category: { id: 2, title: 'Sound', translations: { ht: 'Son', es: 'Sonido', fr: 'Son' } },
    },
  };
}

export const service = (id: number): Service => ({
  id,
  title: `Service ${id}`,
  description: `About service ${id}`,
  languages: { title: 'en', description: 'en' },
  mainImage: null,
});

/** Rows `from` to `to` of a list, made by `make`. */
export const rows = <T>(from: number, to: number, make: (id: number) => T): T[] =>
  Array.from({ length: to - from + 1 }, (_, index) => make(from + index));

export function packageOf(id: number, itemCount: number): Package {
  return {
    id,
    name: `Package ${id}`,
    description: 'A package',
    languages: { name: 'en', description: 'en' },
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
