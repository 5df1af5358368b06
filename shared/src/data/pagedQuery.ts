import type { QueryKey } from '@tanstack/react-query';
import type { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, Paged } from '../types/api';
import { keptQuery } from './keptQuery';

/**
 * The one page size of the app's lists: the API's default (api/src/http/paging.ts). Typed by the
 * API's constant, so the type check fails when the two part.
 */
export const PAGE_SIZE: typeof DEFAULT_PAGE_SIZE = 25;

/**
 * The largest page the API gives (api/src/http/paging.ts), for a read that wants all of a short
 * span at once (a week of bookings, a contact's coming ones), not a page of a list.
 */
export const LARGEST_PAGE: typeof MAX_PAGE_SIZE = 100;

/** The page a list asks the API for: `page` from 1, and its size. */
export type PageRequest = { page: number; pageSize: number };

/**
 * The query options of one page of a server-paged list (a feature's `api.ts` names the call):
 * `read` gets the page asked for (`page` alone is a page of `PAGE_SIZE`) to send with the list's
 * filters, the query key is `key` followed by it, and while another page or another filter's first
 * page loads, the page on screen stays (a `keptQuery`: `isPlaceholderData`, the table shows it
 * loading instead of blinking to a spinner).
 */
export function pagedQuery<Page extends Paged<unknown>>(
  key: QueryKey,
  page: number | PageRequest,
  read: (paging: PageRequest, signal: AbortSignal) => Promise<Page>,
) {
  const paging = typeof page === 'number' ? { page, pageSize: PAGE_SIZE } : page;
  return keptQuery({
    queryKey: [...key, paging],
    queryFn: ({ signal }) => read(paging, signal),
  });
}
