import { useTranslation } from 'react-i18next';
import type { Equipment } from '@rental/shared/contracts';
import { paths } from '@rental/shared/routes/paths.ts';
import { useSiteRoot } from '@rental/shared/routes/site-root.ts';
import { AddedFeedbackProvider } from '../../components/added-feedback/added-feedback.tsx';
import { useAddToQuote } from '../../components/added-feedback/use-add-to-quote.ts';
import { ItemCard } from '../../components/item-card/item-card.tsx';
import { NotFoundState } from '../../components/not-found/not-found-state.tsx';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import { CatalogueList } from '../../list-kit/catalogue-list.tsx';
import { hasActiveFilters } from '../../list-kit/list-address.ts';
import { ListToolbar } from '../../list-kit/list-toolbar.tsx';
import { useCatalogueList } from '../../list-kit/use-catalogue-list.ts';
import { CategoryFilters } from './category-filters.tsx';
import { EquipmentListHead } from './equipment-list-head.tsx';
import { filteredCategory } from './filtered-category.ts';
import { equipmentPath, equipmentSource } from './equipment-source.ts';
import { namesUnknownCategory } from './unknown-category.ts';
import { useLocalizedTitle } from '@rental/shared/i18n/localized-title.ts';
import { SearchFallback } from '../../search-kit/search-fallback.tsx';
import { SearchScope } from '../../search-kit/search-scope.tsx';
import { useSearchOverview } from '../../search-kit/use-search-overview.ts';

/** `/equipments`, `/equipments/{categoryId}` and `/equipments/{categoryId}/{subcategoryId}`. */
export function EquipmentListPage() {
  return (
    <AddedFeedbackProvider>
      <EquipmentList />
    </AddedFeedbackProvider>
  );
}

function EquipmentList() {
  const { t } = useTranslation(CATALOGUE_NS);
  const titleOf = useLocalizedTitle();
  const { filters, state, list, change, clear, filedPage } = useCatalogueList<Equipment>(
    equipmentPath,
    equipmentSource,
  );
  const root = useSiteRoot();
  // The site's root route read them with the first page; null means that call failed.
  const categories = root.categoriesLoaded ? root.categories : null;
  const addToQuote = useAddToQuote();
  const overview = useSearchOverview(filters.query);
  const { category, subcategory } = filteredCategory(filters, categories);
  const filteredBy = subcategory ?? category;

  if (namesUnknownCategory(filters, categories)) {
    return (
      <NotFoundState
        title={t('equipment.unknownCategoryTitle')}
        text={t('equipment.unknownCategoryText')}
        backHref={paths.equipments()}
        backLabel={t('equipment.seeAll')}
      />
    );
  }

  return (
    <CatalogueList
      title={filteredBy ? titleOf(filteredBy) : t('equipment.title')}
      head={<EquipmentListHead filters={filters} categories={categories} listPage={filedPage} />}
      state={state}
      list={list}
      onClearFilters={hasActiveFilters(filters) ? clear : undefined}
      scope={<SearchScope query={filters.query} current="equipment" overview={overview} />}
      emptyExtra={filters.query.trim() && <SearchFallback kind="equipment" overview={overview} />}
      toolbar={
        <ListToolbar searchLabel={t('equipment.search')} filters={filters} onChange={change}>
          <CategoryFilters
            categories={categories}
            categoryId={filters.categoryId}
            subcategoryId={filters.subcategoryId}
            onCategory={(categoryId) => change({ categoryId, subcategoryId: null }, { delayLoad: true })}
            onSubcategory={(subcategoryId) => change({ subcategoryId }, { delayLoad: true })}
          />
        </ListToolbar>
      }
      renderItem={(item, picture) => (
        <ItemCard
          picture={picture}
          href={paths.equipmentDetail({ id: item.id })}
          name={item.name}
          kicker={titleOf(item.subcategory)}
          mainImage={item.mainImage}
          onAdd={(button) =>
            addToQuote({ id: item.id, type: 'equipment', name: item.name, mainImage: item.mainImage }, button)
          }
        />
      )}
    />
  );
}
