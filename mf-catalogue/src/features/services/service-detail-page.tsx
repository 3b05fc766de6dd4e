import { useTranslation } from 'react-i18next';
import { useParams } from '@rental/shared/routes/router.ts';
import { getService } from '@rental/shared/api-client/calls/get-service.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import { DetailPage } from '../detail/detail-page.tsx';
import { useApiItem } from '../detail/use-api-item.ts';

/** `/services/{id}/show`: title, the label 'Service' and the description. */
export function ServiceDetailPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  const { result, retry } = useApiItem(useParams().id, getService);
  return (
    <DetailPage
      result={result}
      retry={retry}
      back={{ href: paths.services(), label: t('detail.backToServices') }}
      view={(item) => ({
        cartItem: { id: item.id, type: 'service', title: item.title, mainImage: item.mainImage },
        heading: item.title,
        label: t('detail.serviceLabel'),
        description: item.description,
        mainImage: item.mainImage,
        trail: [{ name: t('services.title'), path: paths.services() }],
      })}
    />
  );
}
