import type { ReactNode } from 'react';
import { searchKey } from '@rental/shared/search/search-words.ts';
import type { ListFilters } from './list-address.ts';
import styles from './list.module.css';
import { SearchBox } from './search-box.tsx';
import { SortSelect } from './sort-select.tsx';

type Change = (patch: Partial<ListFilters>, options: { delayLoad: boolean }) => void;

/** Search first, then any list-specific dropdowns, then the sort. */
export function ListToolbar({
  searchLabel,
  filters,
  onChange,
  children,
}: {
  searchLabel: string;
  filters: ListFilters;
  onChange: Change;
  children?: ReactNode;
}) {
  return (
    <div className={styles.toolbar}>
      <SearchBox
        label={searchLabel}
        value={filters.query}
        onCommit={(query) => onChange({ query }, { delayLoad: false })}
      />
      {children}
      <SortSelect
        value={filters.sort}
        searching={searchKey(filters.query) !== ''}
        onChange={(sort) => onChange({ sort }, { delayLoad: true })}
      />
    </div>
  );
}
