import { getCategories } from '@rental/shared/api-client/calls/get-categories.ts';
import type { Equipment } from '@rental/shared/contracts';
import { loaderLanguage } from '@rental/shared/i18n/page-language.ts';
import { data, type LoaderFunctionArgs } from '@rental/shared/routes/router.ts';
import { hasMalformedId, type ListFilters } from '../../list-kit/list-address.ts';
import { loadListPage, readListRequest, type ListRouteData } from '../../list-kit/list-loader.ts';
import { readSearchOverview } from '../../search-kit/search-overview.ts';
import type { ListPageData } from '../../list-kit/list-state.ts';
import { equipmentSource } from './equipment-source.ts';
import { namesUnknownCategory } from './unknown-category.ts';

/**
 * Whether the page will say 'Category not found'. Only an empty list can belong to an unknown category,
 * so the categories are asked for then alone; when they cannot be had, the address is given the benefit
 * of the doubt, as the page does.
 */
async function isUnknownCategory(filters: ListFilters, answer: ListPageData<Equipment>): Promise<boolean> {
  if (hasMalformedId(filters)) return true;
  if (filters.categoryId === null || answer.result?.pagination.total !== 0) return false;
  try {
    const categories = await getCategories();
    return categories.status === 1 && namesUnknownCategory(filters, categories.data);
  } catch {
    return false;
  }
}

/** As every list's loader (`listLoader`), and the address of a category that does not exist answers 404. */
export async function equipmentListLoader(args: LoaderFunctionArgs) {
  const { filters, page } = readListRequest(args);
  const [answer, overview] = await Promise.all([
    loadListPage(equipmentSource(filters), page, args.request.signal),
    readSearchOverview(filters.query, loaderLanguage(args.request), args.request.signal),
  ]);
  const routeData: ListRouteData<Equipment> = { ...answer, overview };
  return (await isUnknownCategory(filters, answer)) ? data(routeData, { status: 404 }) : routeData;
}
