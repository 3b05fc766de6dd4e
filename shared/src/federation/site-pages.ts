import type { RemoteName } from './remote-modules.ts';

export interface PageDeclaration {
  /**
   * The router's pattern. An optional segment (`:categoryId?`) makes one page of several addresses, so
   * that moving between them keeps the page and its state.
   */
  path: string;
  /** The remote that renders the page… */
  remote: RemoteName;
  /** …and its exposed module, `src/exposed/<name>.tsx`: the page as its default export, `loader` its data. */
  module: `./${string}`;
  /** Whether `sitemap-pages.xml` lists it; a detail page is listed once per item by the items' sitemaps. */
  sitemap: boolean;
  /**
   * Whether one answer serves every visitor (a shared cache may keep it) or each gets their own: a page
   * that renders anything of the visitor on the server is `'private'` (docs/architecture.md#rollouts).
   */
  cache: 'shared' | 'private';
  /**
   * Addresses that show the page with the seeded items, one per shape an optional segment allows: the
   * journeys and the benchmarks open each, so a new page is walked once declared
   * (docs/architecture.md#add-a-page).
   */
  examples: readonly [string, ...string[]];
}

/**
 * Every page of the site (docs/product.md#routes), declared once (docs/architecture.md#add-a-page). The
 * links (`paths`), the router's routes, the remotes' exposes and module ids, the sitemap and the server's
 * and browser's route-to-module lookups all derive from this table.
 */
export const SITE_PAGES = {
  home: {
    path: '/',
    remote: 'mf_content',
    module: './home',
    sitemap: true,
    cache: 'shared',
    examples: ['/'],
  },
  equipments: {
    path: '/equipments/:categoryId?/:subcategoryId?',
    remote: 'mf_catalogue',
    module: './equipment-list',
    sitemap: true,
    cache: 'shared',
    examples: ['/equipments', '/equipments/1', '/equipments/1/1'],
  },
  equipmentDetail: {
    path: '/equipments/:id/details',
    remote: 'mf_catalogue',
    module: './equipment-detail',
    sitemap: false,
    cache: 'shared',
    examples: ['/equipments/2/details'],
  },
  services: {
    path: '/services',
    remote: 'mf_catalogue',
    module: './service-list',
    sitemap: true,
    cache: 'shared',
    examples: ['/services'],
  },
  serviceDetail: {
    path: '/services/:id/show',
    remote: 'mf_catalogue',
    module: './service-detail',
    sitemap: false,
    cache: 'shared',
    examples: ['/services/1/show'],
  },
  packages: {
    path: '/packages',
    remote: 'mf_catalogue',
    module: './package-list',
    sitemap: true,
    cache: 'shared',
    examples: ['/packages'],
  },
  packageDetail: {
    path: '/packages/:id/show',
    remote: 'mf_catalogue',
    module: './package-detail',
    sitemap: false,
    cache: 'shared',
    examples: ['/packages/1/show'],
  },
  latestProjects: {
    path: '/latest-projects',
    remote: 'mf_content',
    module: './latest-projects',
    sitemap: true,
    cache: 'shared',
    examples: ['/latest-projects'],
  },
  aboutUs: {
    path: '/about-us',
    remote: 'mf_content',
    module: './about',
    sitemap: true,
    cache: 'shared',
    examples: ['/about-us'],
  },
  contactUs: {
    path: '/contact-us',
    remote: 'mf_content',
    module: './contact',
    sitemap: true,
    cache: 'shared',
    examples: ['/contact-us'],
  },
  requestQuote: {
    path: '/request-quote',
    remote: 'mf_cart_quote',
    module: './request-quote',
    sitemap: true,
    cache: 'shared',
    examples: ['/request-quote'],
  },
} as const satisfies Record<string, PageDeclaration>;

export type PageName = keyof typeof SITE_PAGES;
export type SitePage = (typeof SITE_PAGES)[PageName];
