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
