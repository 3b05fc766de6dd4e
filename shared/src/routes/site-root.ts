import { getCategories } from '../api-client/calls/get-categories.ts';
import type { Category } from '../contracts/catalogue.ts';
import { useRouteLoaderData, type LoaderFunctionArgs } from '@rental/shared/routes/router.ts';

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

/**
 * The root route's loader: read once per visit, on the server for the first page and never again while
 * the visitor browses. A failed categories call is only logged (docs/product.md#errors).
 */
export async function loadSiteRoot({ request }: LoaderFunctionArgs): Promise<SiteRootData> {
  const origin = new URL(request.url).origin;
  try {
    const answer = await getCategories();
    if (answer.status > 0 && 'data' in answer)
      return { origin, categories: answer.data, categoriesLoaded: true };
    console.warn('Categories could not be loaded:', 'message' in answer ? answer.message : answer);
  } catch (error) {
    console.warn('Categories could not be loaded:', error instanceof Error ? error.message : error);
  }
  return { origin, categories: [], categoriesLoaded: false };
}
