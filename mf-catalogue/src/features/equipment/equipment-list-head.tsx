import { useTranslation } from 'react-i18next';
import type { Category } from '@rental/shared/contracts';
import { PageHead } from '@rental/shared/seo/page-head.tsx';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import type { ListFilters } from '../../list-kit/list-address.ts';
import { filteredCategory } from './filtered-category.ts';
import { useLocalizedTitle } from '@rental/shared/i18n/localized-title.ts';

/**
 * A list filtered by its address is titled and described by its category and subcategory; unfiltered, or
 * when the categories could not be loaded, as the whole inventory.
 */
export function EquipmentListHead({
  filters,
  categories,
  listPage,
}: {
  filters: ListFilters;
  categories: Category[] | null;
  /** The page the address is filed under (`filedListPage`). */
  listPage: number;
}) {
  const { t } = useTranslation(CATALOGUE_NS);
  const titleOf = useLocalizedTitle();
  const { category, subcategory } = filteredCategory(filters, categories);
  if (category && subcategory) {
    const names = { category: titleOf(category), subcategory: titleOf(subcategory) };
    return (
      <PageHead
        title={t('seo.subcategoryTitle', names)}
        description={t('seo.subcategoryDescription', names)}
        listPage={listPage}
      />
    );
  }
  if (category) {
    const names = { category: titleOf(category) };
    return (
      <PageHead
        title={t('seo.categoryTitle', names)}
        description={t('seo.categoryDescription', names)}
        listPage={listPage}
      />
    );
  }
  return (
    <PageHead
      title={t('seo.equipmentTitle')}
      description={t('seo.equipmentDescription')}
      listPage={listPage}
    />
  );
}
