import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paged } from '../types/api';
import { PAGE_SIZE } from '../data/pagedQuery';
import { Table, type TableProps } from './antdPages';

/** A table's pager as antd takes it: its page size, no size to choose, hidden for one page. */
export type LocalPager = { pageSize: number; showSizeChanger: false; hideOnSinglePage: true };

/** A server-paged list's pager: the local one, with the page shown, the total and the move to another. */
export type PagerOf = LocalPager & { current: number; total: number; onChange: (page: number) => void };

/**
 * The pager of a table whose rows are all at hand (a report's days, an import's refused rows): antd
 * pages them in the browser, `pageSize` at a time (the app's one page size unless the rows come in
 * a unit of their own: a month of days, a year of months), and one page hides it.
 */
export function localPager(pageSize: number = PAGE_SIZE): LocalPager {
  return { pageSize, showSizeChanger: false, hideOnSinglePage: true };
}

/**
 * The pager of a page the API answered: its number, size and total are the answer's (the page
 * size is the one the list asked for, `PAGE_SIZE` unless it chose another), one page hides it.
 * `PagedTable` draws it under its rows; a list drawn otherwise (bookings by day) gives it to antd's
 * `Pagination`.
 */
export function pagerOf(data: Paged<unknown>, onPage: (page: number) => void): PagerOf {
  return { ...localPager(data.pageSize), current: data.page, total: data.total, onChange: onPage };
}

export type PagedTableProps<Item> = Omit<TableProps<Item>, 'dataSource' | 'pagination' | 'loading' | 'locale'> & {
  /** the page shown, as the API answered it (`pagedQuery`) */
  data: Paged<Item>;
  /** another page is on its way (`isPlaceholderData`): the rows shown stay, marked as loading */
  loading: boolean;
  /** the table's name, for assistive tech */
  'aria-label': string;
  onPage: (page: number) => void;
  /** what an empty page says (an `EmptyState`); antd's own words when absent */
  empty?: ReactNode;
  /**
   * The reader chooses how many rows a page shows, among `options` (the list keeps it, in the
   * address): the pager then always shows, with `total` saying how many there are in all.
   */
  pageSizes?: { options: readonly number[]; onChange: (pageSize: number) => void; total: (count: number) => string };
};

/**
 * A server-paged list's table, the one way to draw one: a page of the API's `Paged<T>` answer
 * with the pager under it, the page on screen kept (marked loading) while the next
 * loads, and what an empty page says. A page past the last (its last rows were removed, or a link
 * named one) moves to the last page there is.
 */
export function PagedTable<Item extends object>({ data, loading, onPage, empty, pageSizes, scroll = { x: 'max-content' }, ...table }: PagedTableProps<Item>) {
  const { t } = useTranslation('common');
  const last = Math.max(1, Math.ceil(data.total / data.pageSize));
  useEffect(() => {
    if (!loading && data.items.length === 0 && data.page > last) onPage(last);
  }, [loading, data, last, onPage]);
  const pager = pagerOf(data, onPage);
  return (
    <Table<Item>
      {...table}
      dataSource={data.items}
      loading={{ spinning: loading, description: t('loading') }}
      scroll={scroll}
      {...(empty === undefined ? {} : { locale: { emptyText: empty } })}
      pagination={
        pageSizes
          ? {
              ...pager,
              showSizeChanger: true,
              pageSizeOptions: pageSizes.options.map(String),
              showTotal: pageSizes.total,
              hideOnSinglePage: false,
              // a new size starts over at its first page (the list's own change says so)
              onChange: (page, pageSize) => (pageSize === data.pageSize ? onPage(page) : pageSizes.onChange(pageSize)),
            }
          : pager
      }
    />
  );
}
