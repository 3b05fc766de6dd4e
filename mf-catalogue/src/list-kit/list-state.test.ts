import { describe, expect, it } from 'vitest';
import { pageOf, type Row } from '../testing/list-test-data.ts';
import {
  canLoadMore,
  hasMorePages,
  initialListState,
  isStale,
  listReducer,
  listStateFrom,
  nextPage,
  type ListAction,
  type ListState,
} from './list-state.ts';

const run = (actions: ListAction<Row>[], start: ListState<Row> = initialListState<Row>('a')) =>
  actions.reduce(listReducer<Row>, start);

const success = (key: string, page: number, total: number): ListAction<Row> => {
  const { data, pagination } = pageOf(page, total);
  return { type: 'success', key, page, data, pagination };
};

describe('listReducer', () => {
  it('shows the first page, then appends the next one', () => {
    const first = run([{ type: 'start', key: 'a', page: 1 }, success('a', 1, 45)]);
    expect(first.items).toHaveLength(20);
    expect(first).toMatchObject({ page: 1, totalPages: 3, total: 45, loadingPage: null, itemsKey: 'a' });
    expect(nextPage(first)).toBe(2);

    const second = run([{ type: 'start', key: 'a', page: 2 }, success('a', 2, 45)], first);
    expect(second.items.map((row) => row.id)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    expect(second.page).toBe(2);
  });

  it('loads further pages only while the page number is within total_pages', () => {
    const last = run([success('a', 1, 45), success('a', 2, 45), success('a', 3, 45)]);
    expect(last.items).toHaveLength(45);
    expect(hasMorePages(last)).toBe(false);
    expect(canLoadMore(last)).toBe(false);
    expect(hasMorePages(run([success('a', 1, 45)]))).toBe(true);
    expect(hasMorePages(run([success('a', 1, 0)]))).toBe(false);
  });

  it('allows no second load while one runs, nor after a failure until a retry starts', () => {
    const shown = run([success('a', 1, 45)]);
    expect(canLoadMore(shown)).toBe(true);
    const loading = run([{ type: 'start', key: 'a', page: 2 }], shown);
    expect(canLoadMore(loading)).toBe(false);
    const failed = run([{ type: 'failure', key: 'a', page: 2 }], loading);
    expect(failed).toMatchObject({ failedPage: 2, loadingPage: null });
    expect(failed.items).toHaveLength(20);
    expect(canLoadMore(failed)).toBe(false);
    const retrying = run([{ type: 'start', key: 'a', page: 2 }], failed);
    expect(retrying.failedPage).toBeNull();
  });

  it('a change of filters starts again at page 1 and keeps the old items until the new ones arrive', () => {
    const shown = run([success('a', 1, 45), success('a', 2, 45)]);
    const changed = run([{ type: 'reset', key: 'b' }], shown);
    expect(isStale(changed)).toBe(true);
    expect(nextPage(changed)).toBe(1);
    expect(canLoadMore(changed)).toBe(false);
    expect(changed.items).toHaveLength(40);

    const replaced = run([success('b', 1, 3)], changed);
    expect(replaced.items.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(replaced).toMatchObject({ itemsKey: 'b', page: 1, total: 3 });
    expect(isStale(replaced)).toBe(false);
  });

  it('drops answers for filters no longer asked for, and pages out of order', () => {
    const changed = run([success('a', 1, 45), { type: 'reset', key: 'b' }]);
    expect(run([success('a', 2, 45)], changed)).toBe(changed);
    expect(run([{ type: 'failure', key: 'a', page: 2 }], changed)).toBe(changed);
    const shown = run([success('b', 1, 45)], changed);
    expect(run([success('b', 3, 45)], shown)).toBe(shown);
  });

  it('never shows the same item twice', () => {
    const shown = run([success('a', 1, 45)]);
    const { pagination } = pageOf(2, 45);
    const overlapping: ListAction<Row> = {
      type: 'success',
      key: 'a',
      page: 2,
      data: [{ id: 20 }, { id: 21 }],
      pagination,
    };
    const appended = run([overlapping], shown);
    expect(appended.items).toHaveLength(21);
    expect(appended.items.at(-1)).toEqual({ id: 21 });
  });
});

describe('a list that starts from its loader', () => {
  it('shows the page it was given, counted from its place, and goes on from there', () => {
    const { data, pagination } = pageOf(2, 45);
    const start = listStateFrom<Row>({ key: 'a', page: 2, result: { status: 1, data, pagination } });
    expect(start).toMatchObject({ itemsKey: 'a', page: 2, offset: 20, total: 45, totalPages: 3 });
    expect(start.items[0]).toEqual({ id: 21 });
    expect(canLoadMore(start)).toBe(true);
    expect(nextPage(start)).toBe(3);
    const appended = run([success('a', 3, 45)], start);
    expect(appended.items).toHaveLength(25);
    expect(appended.offset).toBe(20);
  });

  it('after a failed load, retries the page it was asked for', () => {
    const failed = listStateFrom<Row>({ key: 'a', page: 2, result: null });
    expect(failed).toMatchObject({ itemsKey: null, failedPage: 2, items: [] });
    const shown = run([{ type: 'start', key: 'a', page: 2 }, success('a', 2, 45)], failed);
    expect(shown).toMatchObject({ itemsKey: 'a', page: 2, offset: 20 });
  });

  it('other filters start again at the first page', () => {
    const { data, pagination } = pageOf(2, 45);
    const start = listStateFrom<Row>({ key: 'a', page: 2, result: { status: 1, data, pagination } });
    const changed = run([{ type: 'reset', key: 'b' }], start);
    expect(nextPage(changed)).toBe(1);
    expect(run([success('b', 1, 3)], changed)).toMatchObject({
      offset: 0,
      items: [{ id: 1 }, { id: 2 }, { id: 3 }],
    });
  });
});
