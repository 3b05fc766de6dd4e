import { useTranslation } from 'react-i18next';
import { useParams } from '@rental/shared/routes/router.ts';
import { getPackage } from '@rental/shared/api-client/calls/get-package.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import { DetailPage } from '../detail/detail-page.tsx';
import { useApiItem } from '../detail/use-api-item.ts';
import { PackageContents } from './package-contents.tsx';

/** `/packages/{id}/show`, a real page (DESIGN §7 item 3): name, image, description and every item. */
export function PackageDetailPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  const { result, retry } = useApiItem(useParams().id, getPackage);
  return (
    <DetailPage
      result={result}
      retry={retry}
      back={{ href: paths.packages(), label: t('detail.backToPackages') }}
      view={(item) => ({
        cartItem: { id: item.id, type: 'package', name: item.name, mainImage: item.mainImage },
        heading: item.name,
        label: t('detail.packageLabel'),
        description: item.description,
        mainImage: item.mainImage,
        trail: [{ name: t('packages.title'), path: paths.packages() }],
        more: <PackageContents items={item.package_items} />,
      })}
    />
  );
}
