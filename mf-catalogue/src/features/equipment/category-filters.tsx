import { useTranslation } from 'react-i18next';
import type { Category } from '@rental/shared/contracts';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import { SelectField } from '../../list-kit/select-field.tsx';
import { useLocalizedTitle } from '@rental/shared/i18n/localized-title.ts';

const toId = (value: string): number | null => (value ? Number(value) : null);

/** 'All Categories' and 'All Subcategories'; the subcategory choices are those of the chosen category. */
export function CategoryFilters({
  categories,
  categoryId,
  subcategoryId,
  onCategory,
  onSubcategory,
}: {
  categories: Category[] | null;
  categoryId: number | null;
  subcategoryId: number | null;
  onCategory: (id: number | null) => void;
  onSubcategory: (id: number | null) => void;
}) {
  const { t } = useTranslation(CATALOGUE_NS);
  const titleOf = useLocalizedTitle();
  const category = categories?.find((candidate) => candidate.id === categoryId);
  return (
    <>
      <SelectField
        label={t('equipment.category')}
        value={categoryId ? String(categoryId) : ''}
        disabled={!categories}
        onChange={(value) => onCategory(toId(value))}
        options={[
          { value: '', label: t('equipment.allCategories') },
          ...(categories ?? []).map((option) => ({ value: String(option.id), label: titleOf(option) })),
        ]}
      />
      <SelectField
        label={t('equipment.subcategory')}
        value={subcategoryId ? String(subcategoryId) : ''}
        disabled={!category}
        onChange={(value) => onSubcategory(toId(value))}
        options={[
          { value: '', label: t('equipment.allSubcategories') },
          ...(category?.subcategories ?? []).map((option) => ({
            value: String(option.id),
            label: titleOf(option),
          })),
        ]}
      />
    </>
  );
}
