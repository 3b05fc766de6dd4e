import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_PAGE_SIZE } from '@rental/shared/contracts';
import { CardSkeleton } from '../components/item-card/card-skeleton.tsx';
import {
  LIST_FIRST_ROW,
  pictureLoading,
  type PictureLoading,
} from '../components/item-card/picture-loading.ts';
import { CATALOGUE_NS } from '../i18n/catalogue-i18n.ts';
import { ListEmpty } from './list-empty.tsx';
import { ListMore } from './list-more.tsx';
import { ListNotice } from './list-notice.tsx';
import { canLoadMore, hasMorePages, isLoadingMore, isStale, type ListState } from './list-state.ts';
import { ListSummary } from './list-summary.tsx';
import styles from './list.module.css';
import type { PagedList } from './paged-list.ts';
import { useNearPageBottom } from './use-near-page-bottom.ts';
import column from '@rental/shared/ui/content-column.module.css';

/**
 * Cards shown while a first page loads with none on screen (new filters after an empty list, a retry after
 * a failed one): two rows on a wide screen; more would only shrink away.
 */
const FIRST_LOAD_SKELETONS = 8;

/** The frame every catalogue list shares: heading, toolbar, count, cards, infinite scroll and its states. */
export function CatalogueList<T extends { id: number }>({
  title,
  head,
  toolbar,
  state,
  list,
  renderItem,
  onClearFilters,
  skeletonExtra,
  alignTop = false,
  scope,
  emptyExtra,
}: {
  title: string;
  /** The list's title, description and addresses for the document head (a `PageHead`). */
  head: ReactNode;
  toolbar: ReactNode;
  state: ListState<T>;
  list: PagedList<T>;
  renderItem: (item: T, picture: PictureLoading) => ReactNode;
  /** Offered in the empty state when filters are active. */
  onClearFilters?: () => void;
  /** Stands in for a card's extra content while it loads, at that content's size. */
  skeletonExtra?: ReactNode;
  /** Cards keep their own height (a package card grows when opened). */
  alignTop?: boolean;
  /** Under the count: a searched list's other kinds. */
  scope?: ReactNode;
  /** Offered in the empty state: what a search that found nothing can try instead. */
  emptyExtra?: ReactNode;
}) {
  const { t } = useTranslation(CATALOGUE_NS);
  const grid = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const stale = isStale(state);
  const { items, failedPage } = state;
  // New cards past the first row are drawn from a deferred copy, which React renders in slices between
  // the browser's other work: a page of 20 cards arriving at once is otherwise one long task on a slow
  // phone, while the first row, the first screen, still comes in the answer's own frame.
  const deferredItems = useDeferredValue(items);
  const shown =
    deferredItems === items ? items : items.slice(0, Math.max(deferredItems.length, LIST_FIRST_ROW));

  useNearPageBottom(() => list.loadMore(), canLoadMore(state));

  // 'Load more' disappears with the last page: focus moves to the first new card instead of being lost.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown.length <= from || state.loadingPage !== null) return;
    focusFrom.current = null;
    if (!hasMorePages(state)) grid.current?.children[from]?.querySelector<HTMLElement>('a, button')?.focus();
  }, [shown.length, state]);

  const firstFailed = failedPage !== null && state.itemsKey !== state.key;
  const waitingFirst = items.length === 0 && failedPage === null && (state.itemsKey === null || stale);
  const empty = !stale && state.itemsKey !== null && state.total === 0;
  const pendingCards = isLoadingMore(state) ? LIST_PAGE_SIZE : 0;
  // Cards not drawn yet keep their place as outlines, so the page's height does not jump.
  const skeletons = waitingFirst
    ? FIRST_LOAD_SKELETONS
    : items.length -
      shown.length +
      Math.min(pendingCards, Math.max(0, state.total - state.offset - items.length));

  return (
    <section className={`${column.contentColumn} ${styles.page}`}>
      {head}
      <h1 className={styles.heading}>{title}</h1>
      {toolbar}
      <ListSummary state={state} />
      {scope}
      <div aria-live="polite">
        {firstFailed && (
          <ListNotice
            text={t(items.length > 0 ? 'list.failedUpdate' : 'list.failedFirst')}
            onRetry={() => list.retry()}
          />
        )}
      </div>
      {empty ? (
        <ListEmpty onClear={onClearFilters}>{emptyExtra}</ListEmpty>
      ) : (
        <ul
          ref={grid}
          className={[styles.grid, alignTop && styles.gridTop].filter(Boolean).join(' ')}
          aria-busy={stale || waitingFirst}
          data-stale={stale}
        >
          {shown.map((item, index) => (
            <li key={item.id}>{renderItem(item, pictureLoading(index))}</li>
          ))}
          {Array.from({ length: skeletons }, (_, index) => (
            <li key={`skeleton-${shown.length + index}`} aria-hidden="true">
              <CardSkeleton>{skeletonExtra}</CardSkeleton>
            </li>
          ))}
        </ul>
      )}
      <ListMore
        state={state}
        onLoadMore={() => {
          if (list.loadMore()) focusFrom.current = items.length;
        }}
        onRetry={() => list.retry()}
      />
    </section>
  );
}
