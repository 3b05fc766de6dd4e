import { describe, expect, it } from 'vitest';
import {
  filedListPage,
  filtersKey,
  hasActiveFilters,
  hasMalformedId,
  listSearch,
  NO_FILTERS,
  pageSearch,
  readListFilters,
  readListPage,
} from './list-address.ts';

const read = (params: { categoryId?: string; subcategoryId?: string }, search = '') =>
  readListFilters(params, new URLSearchParams(search));

describe('list address', () => {
  it('reads the words, the sort and the route ids', () => {
    expect(read({ categoryId: '2', subcategoryId: '15' }, '?query=sky%20panel&sort=desc')).toEqual({
      query: 'sky panel',
      sort: 'desc',
      categoryId: 2,
      subcategoryId: 15,
    });
    expect(read({}, '?query=sky+panel')).toMatchObject({ query: 'sky panel', categoryId: null });
  });

  it('ignores an unknown sort and flags ids that cannot be ids', () => {
    expect(read({}, '?sort=sideways').sort).toBe('');
    expect(hasMalformedId(read({ categoryId: 'lights' }))).toBe(true);
    expect(hasMalformedId(read({ categoryId: '1', subcategoryId: '0' }))).toBe(true);
    expect(hasMalformedId(read({ categoryId: '1', subcategoryId: '9' }))).toBe(false);
  });

  it('writes the words and the sort, keeps other parameters and drops what is empty', () => {
    const current = new URLSearchParams('lang=es&query=old');
    expect(listSearch(current, { query: ' sky panel ', sort: 'asc' })).toBe(
      '?lang=es&query=sky%20panel&sort=asc',
    );
    expect(listSearch(current, { query: '  ', sort: '' })).toBe('?lang=es');
    expect(listSearch(new URLSearchParams(), { query: '', sort: '' })).toBe('');
    expect(listSearch(new URLSearchParams(), { query: 'a+b & c', sort: '' })).toBe('?query=a%2Bb%20%26%20c');
  });

  it('drops the page when the filters change, and writes the address of another page', () => {
    const current = new URLSearchParams('query=mic&page=3');
    expect(listSearch(current, { query: 'mic', sort: 'asc' })).toBe('?query=mic&sort=asc');
    expect(pageSearch(current, 4)).toBe('?query=mic&page=4');
    expect(pageSearch(new URLSearchParams('query=sky+panel'), 2)).toBe('?query=sky%20panel&page=2');
  });

  it('reads the page as a whole number the API accepts, else as the first', () => {
    const page = (search: string) => readListPage(new URLSearchParams(search));
    expect(page('')).toBe(1);
    expect(page('?page=3')).toBe(3);
    expect(page('?page=100000')).toBe(100_000);
    for (const value of ['0', '-1', '2.5', 'two', '03', '100001', '']) expect(page(`?page=${value}`)).toBe(1);
  });

  it('files a later page of the list as it stands under that page, and a searched or sorted view under the first', () => {
    expect(filedListPage(NO_FILTERS, 3)).toBe(3);
    expect(filedListPage({ ...NO_FILTERS, categoryId: 2, subcategoryId: 5 }, 2)).toBe(2);
    expect(filedListPage({ ...NO_FILTERS, query: 'led' }, 3)).toBe(1);
    expect(filedListPage({ ...NO_FILTERS, query: '  ' }, 3)).toBe(3);
    expect(filedListPage({ ...NO_FILTERS, sort: 'desc' }, 2)).toBe(1);
  });

  it('round-trips: what is written reads back the same', () => {
    const search = listSearch(new URLSearchParams(), { query: 'ARRI S60 + 50%', sort: 'desc' });
    expect(read({}, search)).toMatchObject({ query: 'ARRI S60 + 50%', sort: 'desc' });
  });

  it('gives words that differ only in spacing the same key', () => {
    expect(filtersKey({ ...NO_FILTERS, query: 'sky  panel ' })).toBe(
      filtersKey({ ...NO_FILTERS, query: 'sky panel' }),
    );
    expect(filtersKey({ ...NO_FILTERS, sort: 'asc' })).not.toBe(filtersKey(NO_FILTERS));
    expect(hasActiveFilters({ ...NO_FILTERS, query: '   ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, categoryId: 3 })).toBe(true);
    expect(filtersKey(read({ categoryId: 'lights' }))).not.toBe(filtersKey(NO_FILTERS));
  });
});
