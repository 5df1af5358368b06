import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { CursorPaged } from '../types/api';

/** A page of a stream as the API answers it (`CursorPaged(item)`, api/src/http/paging.ts): its items, and the next page's cursor. */
export type CursorPage<Item> = Omit<ReturnType<typeof CursorPaged>['static'], 'items'> & { items: Item[] };

/**
 * The query options of a stream read newest first by cursor (a feed): `read` gets the cursor of the
 * page asked for (undefined: the newest), and "Show more" asks for the next while there is one
 * (`useInfiniteQuery(…).fetchNextPage`, `hasNextPage`). The key is `key`.
 */
export function cursorQuery<Item>(key: QueryKey, read: (before: string | undefined, signal: AbortSignal) => Promise<CursorPage<Item>>) {
  return infiniteQueryOptions<CursorPage<Item>, Error, InfiniteData<CursorPage<Item>, string | undefined>, QueryKey, string | undefined>({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => read(pageParam, signal),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
