import type { Category } from '../contracts/catalogue.ts';
import { useRouteLoaderData } from './router.ts';

/** The id of the route around every page: the shell's layout. */
export const SITE_ROOT_ROUTE_ID = 'root';

/**
 * What the layout's route loads once per visit, for every page: the site's origin as the visitor reached
 * it (for canonical and link-preview addresses, the same on the server and in the browser) and the
 * equipment categories (the header's menu, the equipment list's filters).
 */
export interface SiteRootData {
  origin: string;
  /** Empty when they could not be loaded: the menu and the filters then offer none. */
  categories: Category[];
  /** Whether `categories` is what the API answered (false after a failure). */
  categoriesLoaded: boolean;
}

export function useSiteRoot(): SiteRootData {
  return useRouteLoaderData(SITE_ROOT_ROUTE_ID) as SiteRootData;
}
