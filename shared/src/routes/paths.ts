import type { ItemType } from '../contracts/quote.ts';
import { fillPath, type PathTo } from './path-pattern.ts';
import { SITE_PAGES, type PageName } from '../federation/site-pages.ts';

/** The search part of a catalogue list's address: the words looked for, the sort order and the page. */
export const LIST_SEARCH_PARAMS = { query: 'query', sort: 'sort', page: 'page' } as const;

type Paths = { [Name in PageName]: PathTo<(typeof SITE_PAGES)[Name]['path']> };

/**
 * A link to every page of `SITE_PAGES`, so no app writes an address by hand: `paths.aboutUs()`,
 * `paths.equipments({ categoryId: 3 })`, `paths.serviceDetail({ id: 5 })`.
 */
export const paths = Object.fromEntries(
  Object.entries(SITE_PAGES).map(([name, page]) => [
    name,
    (params?: Record<string, string | number>) => fillPath(page.path, params),
  ]),
) as unknown as Paths;

/** A list's address searched for `query`, when there is one. */
export const searchedPath = (listPath: string, query?: string) =>
  query ? `${listPath}?${LIST_SEARCH_PARAMS.query}=${encodeURIComponent(query)}` : listPath;

/** A cart line links by its type; any other type goes home (docs/product.md#cart-sidebar). */
export function itemPath(type: ItemType | string, id: number): string {
  switch (type) {
    case 'equipment':
      return paths.equipmentDetail({ id });
    case 'service':
      return paths.serviceDetail({ id });
    case 'package':
      return paths.packageDetail({ id });
    default:
      return paths.home();
  }
}
