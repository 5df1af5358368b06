import { Type, type Static, type TSchema } from '@sinclair/typebox';

// The one way a list is paged: the same query fields, default and maximum on every list, and the
// same envelope (`{ items, total, page, pageSize }`, which the frontend's tables read).

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** deep enough for the largest list (100,000 contacts at 1 a page), small enough to bound OFFSET */
export const MAX_PAGE = 100_000;

/** `page` (from 1) and `pageSize` in a list's query string; compose it with the list's filters. */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
});
export type PageQuery = Static<typeof PageQuery>;

/** A page of items with the total of the filter. */
export const Paged = <Item extends TSchema>(item: Item) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  });

/** The page asked for, with the defaults applied, as SQL's LIMIT and OFFSET. */
export function pageWindow(query: PageQuery) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}
export type PageWindow = ReturnType<typeof pageWindow>;

// A stream read newest first, where a page number would shift as new rows arrive (a feed): a page
// is asked for by where the last one ended (`before`, an opaque cursor: the last row's time, to the
// microsecond, and its id), and names where the next begins (`next`, null at the end). It reads
// each source from its (business, time, id) index, however deep the reader has scrolled.

export const DEFAULT_CURSOR_LIMIT = 20;
export const MAX_CURSOR_LIMIT = 50;

/** `before` (a page's `next`) and `limit` in a stream's query string; compose it with its filters. */
export const CursorQuery = Type.Object({
  before: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,200}$' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CURSOR_LIMIT, default: DEFAULT_CURSOR_LIMIT })),
});
export type CursorQuery = Static<typeof CursorQuery>;

/** A page of a stream, and the cursor of the next (null: nothing older). */
export const CursorPaged = <Item extends TSchema>(item: Item) => Type.Object({ items: Type.Array(item), next: Type.Union([Type.String(), Type.Null()]) });

/** where a page ends: its last row's time as the database wrote it (microseconds, UTC) and its id */
export type CursorPosition = { at: string; id: string };

export const encodeCursor = ({ at, id }: CursorPosition) => Buffer.from(`${at}|${id}`).toString('base64url');

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** a cursor's position, or null when it is not one this API wrote */
export function decodeCursor(cursor: string): CursorPosition | null {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? { at: match[1]!, id: match[2]! } : null;
}

/** The page asked for: its limit, and the position it starts after (null: from the newest). */
export function cursorWindow(query: CursorQuery) {
  return { limit: query.limit ?? DEFAULT_CURSOR_LIMIT, before: query.before === undefined ? null : decodeCursor(query.before) };
}
