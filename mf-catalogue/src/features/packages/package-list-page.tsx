import { useTextLang } from '@rental/shared/i18n/page-language.ts';
import { useTranslation } from 'react-i18next';
import type { Package } from '@rental/shared/contracts';
import { paths } from '@rental/shared/routes/paths.ts';
import { PageHead } from '@rental/shared/seo/page-head.tsx';
import { AddedFeedbackProvider } from '../../components/added-feedback/added-feedback.tsx';
import { useAddToQuote } from '../../components/added-feedback/use-add-to-quote.ts';
import { ItemCard } from '../../components/item-card/item-card.tsx';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import { CatalogueList } from '../../list-kit/catalogue-list.tsx';
import { hasActiveFilters } from '../../list-kit/list-address.ts';
import { ListToolbar } from '../../list-kit/list-toolbar.tsx';
import { useCatalogueList } from '../../list-kit/use-catalogue-list.ts';
import { PackageItemsPreview, PackageItemsPreviewSkeleton } from './package-items-preview.tsx';
import { packagePath, packageSource } from './package-source.ts';
import { SearchFallback } from '../../search-kit/search-fallback.tsx';
import { SearchScope } from '../../search-kit/search-scope.tsx';
import { useSearchOverview } from '../../search-kit/use-search-overview.ts';

export function PackageListPage() {
  return (
    <AddedFeedbackProvider>
      <PackageList />
    </AddedFeedbackProvider>
  );
}

function PackageList() {
  const { t } = useTranslation(CATALOGUE_NS);
  const langOf = useTextLang();
  const { filters, state, list, change, clear, filedPage } = useCatalogueList<Package>(
    packagePath,
    packageSource,
  );
  const addToQuote = useAddToQuote();
  const overview = useSearchOverview(filters.query);
  return (
    <CatalogueList
      title={t('packages.title')}
      head={
        <PageHead
          title={t('seo.packagesTitle')}
          description={t('seo.packagesDescription')}
          listPage={filedPage}
        />
      }
      state={state}
      list={list}
      alignTop
      skeletonExtra={<PackageItemsPreviewSkeleton />}
      onClearFilters={hasActiveFilters(filters) ? clear : undefined}
      scope={<SearchScope query={filters.query} current="packages" overview={overview} />}
      emptyExtra={filters.query.trim() && <SearchFallback kind="packages" overview={overview} />}
      toolbar={<ListToolbar searchLabel={t('packages.search')} filters={filters} onChange={change} />}
      renderItem={(item, picture) => (
        <ItemCard
          picture={picture}
          href={paths.packageDetail({ id: item.id })}
          name={item.name}
          nameLang={langOf(item.languages.name)}
          kicker={t('packages.itemCount', { count: item.package_items.length })}
          mainImage={item.mainImage}
          onAdd={(button) =>
            addToQuote(
              {
                id: item.id,
                type: 'package',
                name: item.name,
                lang: item.languages.name,
                mainImage: item.mainImage,
              },
              button,
            )
          }
        >
          <PackageItemsPreview items={item.package_items} />
        </ItemCard>
      )}
    />
  );
}
