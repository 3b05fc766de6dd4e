import { listServices } from '@rental/shared/api-client/calls/list-services.ts';
import type { Service } from '@rental/shared/contracts';
import type { Language } from '@rental/shared/i18n/languages.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { filtersKey, type ListFilters } from '../../list-kit/list-address.ts';
import { pagingFields } from '../../list-kit/list-request.ts';
import type { ListSource } from '../../list-kit/paged-list.ts';

/** Services sort by title (docs/product.md#api-requests); their texts come in the page's language. */
export const serviceSource = (filters: ListFilters, lang: Language): ListSource<Service> => ({
  key: `${filtersKey(filters)}|${lang}`,
  fetchPage: (page, signal) =>
    listServices(
      {
        ...pagingFields(filters, page),
        ...(filters.sort ? { order_by: { title: filters.sort } } : {}),
        lang,
      },
      signal,
    ),
});

export const servicePath = () => paths.services();
