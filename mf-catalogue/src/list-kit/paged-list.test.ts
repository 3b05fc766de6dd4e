import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_FAILURE, type ConnectionFailure } from '@rental/shared/api-client/http-client.ts';
import type { ListResult } from '@rental/shared/contracts';
import { pageOf, type Row } from '../testing/list-test-data.ts';
import { PagedList, type ListSource } from './paged-list.ts';

type Answer = ListResult<Row> | ConnectionFailure;

/** A fetch whose answers the test releases one by one, recording what was asked and what was aborted. */
function controlledSource(key: string, total = 45) {
  const calls: { page: number; signal: AbortSignal; answer: (value?: Answer) => void }[] = [];
  const source: ListSource<Row> = {
    key,
    fetchPage: (page, signal) =>
      new Promise<Answer>((resolve) => {
        calls.push({ page, signal, answer: (value = pageOf(page, total)) => resolve(value) });
      }),
  };
  return { source, calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('PagedList', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the first page at once when the page is entered', async () => {
    const { source, calls } = controlledSource('a');
    const list = new PagedList(source);
    list.resume();
    expect(calls.map((call) => call.page)).toEqual([1]);
    expect(list.getState().loadingPage).toBe(1);
    calls[0]!.answer();
    await settle();
    expect(list.getState().items).toHaveLength(20);
  });

  it('runs one load at a time and appends the next page', async () => {
    const { source, calls } = controlledSource('a');
    const list = new PagedList(source);
    list.resume();
    expect(list.loadMore()).toBe(false);
    calls[0]!.answer();
    await settle();

    expect(list.loadMore()).toBe(true);
    expect(list.loadMore()).toBe(false);
    expect(calls.map((call) => call.page)).toEqual([1, 2]);
    calls[1]!.answer();
    await settle();
    expect(list.getState().items).toHaveLength(40);
  });

  it('stops at total_pages', async () => {
    const { source, calls } = controlledSource('a', 45);
    const list = new PagedList(source);
    list.resume();
    for (let page = 1; page <= 3; page += 1) {
      if (page > 1) expect(list.loadMore()).toBe(true);
      calls.at(-1)!.answer();
      await settle();
    }
    expect(list.getState().items).toHaveLength(45);
    expect(list.loadMore()).toBe(false);
    expect(calls).toHaveLength(3);
  });

  it('a change of filters aborts the running load and starts again at page 1', async () => {
    const first = controlledSource('a');
    const list = new PagedList(first.source);
    list.resume();
    first.calls[0]!.answer();
    await settle();
    list.loadMore();

    const second = controlledSource('b', 3);
    list.show(second.source);
    expect(first.calls[1]!.signal.aborted).toBe(true);
    expect(second.calls.map((call) => call.page)).toEqual([1]);
    first.calls[1]!.answer();
    second.calls[0]!.answer();
    await settle();
    expect(list.getState().items.map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('waits 1 s after a change made in the controls, and asks once for several quick changes', async () => {
    const list = new PagedList(controlledSource('a').source);
    list.resume();
    const b = controlledSource('b');
    list.delayNextLoad();
    list.show(b.source);
    await vi.advanceTimersByTimeAsync(600);
    const c = controlledSource('c');
    list.delayNextLoad();
    list.show(c.source);
    await vi.advanceTimersByTimeAsync(999);
    expect(b.calls).toHaveLength(0);
    expect(c.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(b.calls).toHaveLength(0);
    expect(c.calls.map((call) => call.page)).toEqual([1]);
  });

  it('follows an address change from elsewhere (Back, the header search) at once', () => {
    const list = new PagedList(controlledSource('a').source);
    list.resume();
    const b = controlledSource('b');
    list.show(b.source);
    expect(b.calls).toHaveLength(1);
  });

  it('keeps what it shows when a call fails, and retries the same page', async () => {
    const { source, calls } = controlledSource('a');
    const list = new PagedList(source);
    list.resume();
    calls[0]!.answer();
    await settle();
    list.loadMore();
    calls[1]!.answer(CONNECTION_FAILURE);
    await settle();
    expect(list.getState()).toMatchObject({ failedPage: 2, loadingPage: null });
    expect(list.getState().items).toHaveLength(20);
    expect(list.loadMore()).toBe(false);

    list.retry();
    expect(calls.map((call) => call.page)).toEqual([1, 2, 2]);
    calls[2]!.answer();
    await settle();
    expect(list.getState().items).toHaveLength(40);
  });

  it('treats a rejected call (an HTTP error) as a failure', async () => {
    const list = new PagedList<Row>({ key: 'a', fetchPage: () => Promise.reject(new Error('HTTP 500')) });
    list.resume();
    await settle();
    expect(list.getState().failedPage).toBe(1);
  });

  it('starts again after being stopped (React runs effects twice in strict mode)', async () => {
    const { source, calls } = controlledSource('a');
    const list = new PagedList(source);
    list.resume();
    list.stop();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(list.getState().loadingPage).toBeNull();
    list.resume();
    expect(calls).toHaveLength(2);
    calls[0]!.answer();
    calls[1]!.answer();
    await settle();
    expect(list.getState().items).toHaveLength(20);
  });

  it('starts from the page its loader read, asking nothing, and goes on from there', async () => {
    const { source, calls } = controlledSource('a');
    const list = new PagedList(source, { key: 'a', page: 2, result: pageOf(2, 45) });
    list.resume();
    expect(calls).toHaveLength(0);
    expect(list.getState().items[0]).toEqual({ id: 21 });
    expect(list.loadMore()).toBe(true);
    expect(calls.map((call) => call.page)).toEqual([3]);
    calls[0]!.answer();
    await settle();
    expect(list.getState().items).toHaveLength(25);
  });

  it('retries the page its loader could not read, and again after being stopped', async () => {
    const { source, calls } = controlledSource('a');
    const list = new PagedList(source, { key: 'a', page: 2, result: null });
    list.resume();
    expect(calls).toHaveLength(0);
    list.retry();
    list.stop();
    list.resume();
    expect(calls.map((call) => call.page)).toEqual([2, 2]);
    calls[1]!.answer();
    await settle();
    expect(list.getState()).toMatchObject({ page: 2, offset: 20 });
  });

  it('loads as usual when its loader read other filters', () => {
    const { source, calls } = controlledSource('a');
    const list = new PagedList(source, { key: 'b', page: 2, result: pageOf(2, 45) });
    list.resume();
    expect(calls.map((call) => call.page)).toEqual([1]);
  });

  it('tells its subscribers about each change', async () => {
    const { source, calls } = controlledSource('a');
    const list = new PagedList(source);
    const listener = vi.fn();
    const unsubscribe = list.subscribe(listener);
    list.resume();
    calls[0]!.answer();
    await settle();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    list.loadMore();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
