import { useTranslation } from 'react-i18next';
import { Button } from '@rental/shared/ui/button.tsx';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import { hasMorePages, type ListState } from './list-state.ts';
import styles from './list.module.css';

/**
 * Below the cards: 'Loading more ...' while a further page loads, and one button that stays in place (so
 * keyboard focus stays on it) for anyone who does not scroll: 'Load more', or 'Try again' after a failure.
 */
export function ListMore({
  state,
  onLoadMore,
  onRetry,
}: {
  state: ListState<unknown>;
  onLoadMore: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation(CATALOGUE_NS);
  const loadingMore = state.loadingPage !== null && state.loadingPage > 1;
  const failedMore = state.failedPage !== null && state.failedPage > 1;
  const showButton = hasMorePages(state) || failedMore;
  return (
    <div className={styles.more}>
      <div role="status">
        {loadingMore && (
          <p className={styles.loadingMore}>
            <span className={styles.spinner} aria-hidden="true" />
            {t('list.loadingMore')}
          </p>
        )}
        {failedMore && <p className={styles.failedMore}>{t('list.failedMore')}</p>}
      </div>
      {showButton && (
        <Button
          variant="secondary"
          aria-disabled={loadingMore || undefined}
          onClick={() => {
            if (loadingMore) return;
            if (failedMore) onRetry();
            else onLoadMore();
          }}
        >
          {t(failedMore ? 'list.retry' : 'list.loadMore')}
        </Button>
      )}
    </div>
  );
}
