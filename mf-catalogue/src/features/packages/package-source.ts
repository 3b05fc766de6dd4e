import { listPackages } from '@rental/shared/api-client/calls/list-packages.ts';
import type { Package } from '@rental/shared/contracts';
import type { Language } from '@rental/shared/i18n/languages.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { filtersKey, type ListFilters } from '../../list-kit/list-address.ts';
import { pagingFields } from '../../list-kit/list-request.ts';
import type { ListSource } from '../../list-kit/paged-list.ts';

/**
 * Packages sort by name; the call itself asks for their items (docs/product.md#api-requests). Their texts
 * come in the page's language.
 */
export const packageSource = (filters: ListFilters, lang: Language): ListSource<Package> => ({
  key: `${filtersKey(filters)}|${lang}`,
  fetchPage: (page, signal) =>
    listPackages(
      {
        ...pagingFields(filters, page),
        ...(filters.sort ? { order_by: { name: filters.sort } } : {}),
        lang,
      },
      signal,
    ),
});

export const packagePath = () => paths.packages();

/** A package card shows its first 5 item names. */
export const PACKAGE_PREVIEW_SIZE = 5;
