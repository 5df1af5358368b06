import { LARGEST_PAGE, PAGE_SIZE, type ContactSort, type ContactSource } from '@frontdesk/shared';
import { isContactSource } from '../../../common/sources';

/** What the list shows, as kept in the address (?q=&tag=&source=&sort=&page=&pageSize=). */
export type ListQuery = {
  q: string;
  tag: string;
  source: ContactSource | '';
  sort: ContactSort | '';
  page: number;
  pageSize: number;
};

/** the page sizes a reader may choose: the app's one (the default) among them */
export const PAGE_SIZES = [10, PAGE_SIZE, 50, LARGEST_PAGE] as const;
const SORTS: readonly ContactSort[] = ['name', '-name', 'created', '-created', 'lastVisit', '-lastVisit'];

const isSort = (value: string): value is ContactSort => (SORTS as readonly string[]).includes(value);

/** The list's state from the address; anything unknown or malformed falls back to the default. */
export function readListQuery(params: URLSearchParams): ListQuery {
  const source = params.get('source') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    q: (params.get('q') ?? '').trim(),
    tag: (params.get('tag') ?? '').trim(),
    source: isContactSource(source) ? source : '',
    sort: isSort(sort) ? sort : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : PAGE_SIZE,
  };
}

/** The filters only (search, tag, source, sort): what the CSV export takes. */
export function filterParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.tag) params.set('tag', query.tag);
  if (query.source) params.set('source', query.source);
  if (query.sort) params.set('sort', query.sort);
  return params;
}

/** The address's query for a list state: defaults left out, so a plain /app/contacts is the first page. */
export function writeListQuery(query: ListQuery): URLSearchParams {
  const params = filterParams(query);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.pageSize !== PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  return params;
}

export const hasFilters = (query: ListQuery) => Boolean(query.q || query.tag || query.source);
