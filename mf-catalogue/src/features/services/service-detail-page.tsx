import { useTranslation } from 'react-i18next';
import type { Service } from '@rental/shared/contracts';
import { paths } from '@rental/shared/routes/paths.ts';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import { DetailPage } from '../../detail-kit/detail-page.tsx';

/** `/services/{id}/show`: title, the label 'Service' and the description. */
export function ServiceDetailPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  return (
    <DetailPage
      back={{ href: paths.services(), label: t('detail.backToServices') }}
      view={(item: Service) => ({
        cartItem: {
          id: item.id,
          type: 'service',
          title: item.title,
          lang: item.languages.title,
          mainImage: item.mainImage,
        },
        heading: item.title,
        headingLanguage: item.languages.title,
        label: t('detail.serviceLabel'),
        description: item.description,
        descriptionLanguage: item.languages.description,
        mainImage: item.mainImage,
        trail: [{ name: t('services.title'), path: paths.services() }],
      })}
    />
  );
}
