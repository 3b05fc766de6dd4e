import { useTranslation } from 'react-i18next';
import { CATALOGUE_NS } from '../i18n/catalogue-i18n.ts';
import type { ListState } from './list-state.ts';
import styles from './list.module.css';

/**
 * 'Showing 1 - N of total Results' (from 21 for a list opened at its second page), or what the list is
 * doing; a polite live region, so changes are heard.
 */
export function ListSummary({ state }: { state: ListState<unknown> }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const waiting = state.itemsKey !== state.key && state.failedPage === null;
  let text = '';
  if (waiting) text = t('list.loading');
  else if (state.itemsKey !== null && state.total === 0) text = t('list.noResults');
  else if (state.itemsKey !== null) {
    const { offset, items, total } = state;
    text = t('list.showing', { from: offset + 1, to: offset + items.length, count: total });
  }
  return (
    <p className={styles.summary} role="status" data-testid="list-summary">
      {text}
    </p>
  );
}
