import { SITE_PAGES, type SitePage } from '../federation/site-pages.ts';

/** An address `SITE_PAGES` gives as an example of one of its pages. */
export type SiteRoute = SitePage['examples'][number];

/**
 * Every route of the site as the journeys and the benchmarks open it: each page's example addresses, in
 * the table's order (docs/architecture.md#add-a-page).
 */
export const SITE_ROUTES: readonly SiteRoute[] = Object.values(SITE_PAGES).flatMap((page) => page.examples);
