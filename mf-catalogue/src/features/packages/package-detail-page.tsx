import { useTranslation } from 'react-i18next';
import type { Package } from '@rental/shared/contracts';
import { paths } from '@rental/shared/routes/paths.ts';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import { DetailPage } from '../../detail-kit/detail-page.tsx';
import { PackageContents } from './package-contents.tsx';

/** `/packages/{id}/show`, a real page (docs/product.md#departures): name, image, description and every item. */
export function PackageDetailPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  return (
    <DetailPage
      back={{ href: paths.packages(), label: t('detail.backToPackages') }}
      view={(item: Package) => ({
        cartItem: {
          id: item.id,
          type: 'package',
          name: item.name,
          lang: item.languages.name,
          mainImage: item.mainImage,
        },
        heading: item.name,
        headingLanguage: item.languages.name,
        label: t('detail.packageLabel'),
        description: item.description,
        descriptionLanguage: item.languages.description,
        mainImage: item.mainImage,
        trail: [{ name: t('packages.title'), path: paths.packages() }],
        more: <PackageContents items={item.package_items} />,
      })}
    />
  );
}
