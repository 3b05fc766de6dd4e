import { describe, expect, it } from 'vitest';
import { pageWindow, paginationOf } from './pagination.ts';

describe('pagination', () => {
  it('defaults to the first page of 20', () => {
    expect(pageWindow({})).toEqual({ limit: 20, page: 1, offset: 0 });
    expect(pageWindow({}, 6)).toEqual({ limit: 6, page: 1, offset: 0 });
  });

  it('computes the offset and the page count', () => {
    const window = pageWindow({ limit: 20, page: 3 });
    expect(window.offset).toBe(40);
    expect(paginationOf(41, window)).toEqual({ total_pages: 3, per_page: 20, total: 41, current_page: 3 });
    expect(paginationOf(40, window).total_pages).toBe(2);
    expect(paginationOf(0, pageWindow({})).total_pages).toBe(0);
  });
});
