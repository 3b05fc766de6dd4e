import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageItem } from '@rental/shared/contracts';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import styles from '../../detail-kit/detail.module.css';

/** Every item of a package with its quantity. */
export function PackageContents({ items }: { items: PackageItem[] }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const headingId = useId();
  return (
    <section className={styles.items} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('detail.packageItems', { count: items.length })}</h2>
      <ul className={styles.itemList}>
        {items.map((item) => (
          <li key={item.id}>
            <span className={styles.quantityBadge}>{t('detail.itemQuantity', { count: item.quantity })}</span>
            <span>{item.item_name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
