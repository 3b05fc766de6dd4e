import { useTextLang } from '@rental/shared/i18n/page-language.ts';
import { useTranslation } from 'react-i18next';
import type { Service } from '@rental/shared/contracts';
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
import { servicePath, serviceSource } from './service-source.ts';
import { SearchFallback } from '../../search-kit/search-fallback.tsx';
import { SearchScope } from '../../search-kit/search-scope.tsx';
import { useSearchOverview } from '../../search-kit/use-search-overview.ts';

export function ServiceListPage() {
  return (
    <AddedFeedbackProvider>
      <ServiceList />
    </AddedFeedbackProvider>
  );
}

function ServiceList() {
  const { t } = useTranslation(CATALOGUE_NS);
  const langOf = useTextLang();
  const { filters, state, list, change, clear, filedPage } = useCatalogueList<Service>(
    servicePath,
    serviceSource,
  );
  const addToQuote = useAddToQuote();
  const overview = useSearchOverview(filters.query);
  return (
    <CatalogueList
      title={t('services.title')}
      head={
        <PageHead
          title={t('seo.servicesTitle')}
          description={t('seo.servicesDescription')}
          listPage={filedPage}
        />
      }
      state={state}
      list={list}
      onClearFilters={hasActiveFilters(filters) ? clear : undefined}
      scope={<SearchScope query={filters.query} current="services" overview={overview} />}
      emptyExtra={filters.query.trim() && <SearchFallback kind="services" overview={overview} />}
      toolbar={<ListToolbar searchLabel={t('services.search')} filters={filters} onChange={change} />}
      renderItem={(item, picture) => (
        <ItemCard
          picture={picture}
          href={paths.serviceDetail({ id: item.id })}
          name={item.title}
          nameLang={langOf(item.languages.title)}
          kicker={t('services.kicker')}
          mainImage={item.mainImage}
          onAdd={(button) =>
            addToQuote(
              {
                id: item.id,
                type: 'service',
                title: item.title,
                lang: item.languages.title,
                mainImage: item.mainImage,
              },
              button,
            )
          }
        />
      )}
    />
  );
}
