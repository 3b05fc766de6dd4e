import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@rental/shared/ui/button.tsx';
import { CATALOGUE_NS } from '../i18n/catalogue-i18n.ts';
import styles from './list.module.css';

/** Nothing matched: says so, offers to clear the filters when there are any, and what `children` offer. */
export function ListEmpty({ onClear, children }: { onClear?: () => void; children?: ReactNode }) {
  const { t } = useTranslation(CATALOGUE_NS);
  return (
    <div className={styles.empty}>
      <h2>{t('list.emptyTitle')}</h2>
      <p>{t(onClear ? 'list.emptyText' : 'list.emptyTextNoFilters')}</p>
      {onClear && <Button onClick={onClear}>{t('list.clearFilters')}</Button>}
      {children}
    </div>
  );
}
