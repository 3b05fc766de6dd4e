import type { ItemType } from '../contracts/quote.ts';

/** The search part of a catalogue list's address: the words looked for, the sort order and the page. */
export const LIST_SEARCH_PARAMS = { query: 'query', sort: 'sort', page: 'page' } as const;

/** Every route (docs/product.md#routes) as a pattern for the router… */
export const routePatterns = {
  home: '/',
  equipments: '/equipments',
  equipmentCategory: '/equipments/:categoryId',
  equipmentSubcategory: '/equipments/:categoryId/:subcategoryId',
  equipmentDetail: '/equipments/:id/details',
  services: '/services',
  serviceDetail: '/services/:id/show',
  packages: '/packages',
  packageDetail: '/packages/:id/show',
  latestProjects: '/latest-projects',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  requestQuote: '/request-quote',
} as const;

/** …and as functions for links, so no app writes an address by hand. */
/** A list's address, searched for `query` when given. */
const searched = (path: string, query?: string) =>
  query ? `${path}?${LIST_SEARCH_PARAMS.query}=${encodeURIComponent(query)}` : path;

export const paths = {
  home: () => '/',
  equipments: (query?: string) => searched('/equipments', query),
  equipmentCategory: (categoryId: number) => `/equipments/${categoryId}`,
  equipmentSubcategory: (categoryId: number, subcategoryId: number) =>
    `/equipments/${categoryId}/${subcategoryId}`,
  equipmentDetail: (id: number) => `/equipments/${id}/details`,
  services: (query?: string) => searched('/services', query),
  serviceDetail: (id: number) => `/services/${id}/show`,
  packages: (query?: string) => searched('/packages', query),
  packageDetail: (id: number) => `/packages/${id}/show`,
  latestProjects: () => '/latest-projects',
  aboutUs: () => '/about-us',
  contactUs: () => '/contact-us',
  requestQuote: () => '/request-quote',
};

/** A cart line links by its type; any other type goes home (docs/product.md#cart-sidebar). */
export function itemPath(type: ItemType | string, id: number): string {
  switch (type) {
    case 'equipment':
      return paths.equipmentDetail(id);
    case 'service':
      return paths.serviceDetail(id);
    case 'package':
      return paths.packageDetail(id);
    default:
      return paths.home();
  }
}
