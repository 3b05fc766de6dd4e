import { useTranslation } from 'react-i18next';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import { isStale, type ListState } from './list-state.ts';
import styles from './list.module.css';

/** 'Showing 1 - N of total Results', or what the list is doing; a polite live region, so changes are heard. */
export function ListSummary({ state }: { state: ListState<unknown> }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const waiting = state.loadingPage === 1 || (state.itemsKey === null && state.failedPage === null);
  let text = '';
  if (waiting || (isStale(state) && state.failedPage === null)) text = t('list.loading');
  else if (state.itemsKey !== null && state.total === 0) text = t('list.noResults');
  else if (state.itemsKey !== null)
    text = t('list.showing', { from: 1, to: state.items.length, count: state.total });
  return (
    <p className={styles.summary} role="status" data-testid="list-summary">
      {text}
    </p>
  );
}
