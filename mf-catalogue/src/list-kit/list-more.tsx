import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '@rental/shared/routes/router.ts';
import { buttonClass } from '@rental/shared/ui/button.tsx';
import { CATALOGUE_NS } from '../i18n/catalogue-i18n.ts';
import { pageSearch } from './list-address.ts';
import { hasFailedMore, hasMorePages, isLoadingMore, type ListState } from './list-state.ts';
import styles from './list.module.css';

/** A click the page may take over: one that opens a new tab or window is left to the browser. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * Below the cards: 'Loading more ...' while a further page loads, and one control that stays in place (so
 * keyboard focus stays on it) for anyone who does not scroll: 'Load more', or 'Try again' after a failure.
 * It is a link to the next page's address, so the list is read page by page without JavaScript; with it,
 * the page appends that page instead of leaving.
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
  const { pathname, search } = useLocation();
  const loadingMore = isLoadingMore(state);
  const failedMore = hasFailedMore(state);
  const showControl = hasMorePages(state) || failedMore;
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
      {showControl && (
        <Link
          className={buttonClass('secondary')}
          to={pathname + pageSearch(new URLSearchParams(search), state.page + 1)}
          aria-disabled={loadingMore || undefined}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            if (loadingMore) return;
            if (failedMore) onRetry();
            else onLoadMore();
          }}
        >
          {t(failedMore ? 'list.retry' : 'list.loadMore')}
        </Link>
      )}
    </div>
  );
}
