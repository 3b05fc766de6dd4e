import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import type { Equipment } from '@rental/shared/contracts';
import { paths } from '@rental/shared/routes/paths.ts';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import { DetailPage } from '../../detail-kit/detail-page.tsx';
import { useLocalizedTitle } from '@rental/shared/i18n/localized-title.ts';

/** `/equipments/{id}/details`: name, '<subcategory> Equipment' (a link to that subcategory), description. */
export function EquipmentDetailPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  const titleOf = useLocalizedTitle();
  return (
    <DetailPage
      back={{ href: paths.equipments(), label: t('detail.backToEquipment') }}
      view={(item: Equipment) => ({
        cartItem: { id: item.id, type: 'equipment', name: item.name, mainImage: item.mainImage },
        heading: item.name,
        label: (
          <Link
            to={paths.equipments({
              categoryId: item.subcategory.category_id,
              subcategoryId: item.subcategory.id,
            })}
          >
            {t('detail.equipmentLabel', { subcategory: titleOf(item.subcategory) })}
          </Link>
        ),
        description: item.description,
        descriptionLanguage: item.languages.description,
        mainImage: item.mainImage,
        trail: [
          { name: t('equipment.title'), path: paths.equipments() },
          {
            name: titleOf(item.subcategory.category),
            path: paths.equipments({ categoryId: item.subcategory.category_id }),
          },
          {
            name: titleOf(item.subcategory),
            path: paths.equipments({
              categoryId: item.subcategory.category_id,
              subcategoryId: item.subcategory.id,
            }),
          },
        ],
      })}
    />
  );
}
