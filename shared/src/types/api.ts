// The frontend's view of the API: every type here is derived from the api package's schemas,
// the one source of truth (api/src/modules/*/schemas.ts). Never write a request or response shape
// by hand: add it to a schema there and it appears here.
export type * from '@frontdesk/api/schemas';

import type { ErrorCode, Paged as PagedSchema } from '@frontdesk/api/schemas';

/**
 * A page of a list as the API answers it (`Paged(item)`, api/src/http/paging.ts): the items, the
 * total of the filter, the page (from 1) and its size. Here in place of the schema's builder, which
 * the frontend has no use for.
 */
export type Paged<Item> = Omit<ReturnType<typeof PagedSchema>['static'], 'items'> & { items: Item[] };

/** What a failure is, for a person: a problem's code, or 'unreachable' when no answer came. */
export type FailureCode = ErrorCode | 'unreachable';
