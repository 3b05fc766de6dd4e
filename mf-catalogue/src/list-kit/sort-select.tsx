import { useTranslation } from 'react-i18next';
import { CATALOGUE_NS } from '../i18n/catalogue-i18n.ts';
import type { SortOrder } from './list-address.ts';
import { SelectField } from './select-field.tsx';

const isSortOrder = (value: string): value is SortOrder =>
  value === '' || value === 'asc' || value === 'desc';

/**
 * The list's order (docs/product.md#lists): no order asked, the default, is 'Sort by' (by id) or, for a
 * search, 'Best match'; then 'A - Z' and 'Z - A'.
 */
export function SortSelect({
  value,
  searching,
  onChange,
}: {
  value: SortOrder;
  searching: boolean;
  onChange: (sort: SortOrder) => void;
}) {
  const { t } = useTranslation(CATALOGUE_NS);
  return (
    <SelectField
      label={t('list.sortLabel')}
      value={value}
      onChange={(next) => isSortOrder(next) && onChange(next)}
      options={[
        { value: '', label: t(searching ? 'list.sortBestMatch' : 'list.sortNone') },
        { value: 'asc', label: t('list.sortAsc') },
        { value: 'desc', label: t('list.sortDesc') },
      ]}
    />
  );
}
