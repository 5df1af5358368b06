import { api, keepPreviousData, queryOptions, searchParamsOf, type OutboxMail, type OutboxPage } from '@frontdesk/shared';

// The outbox's client: the business's outgoing mail, newest first, and one message.

export const OUTBOX_PAGE_SIZE = 25;

/** GET /api/outbox?q=&page=&pageSize= (the page shown stays while the next loads). */
export const outboxQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ['outbox', 'list', q, page],
    queryFn: ({ signal }) => api.get('api/outbox', { searchParams: searchParamsOf({ q, page, pageSize: OUTBOX_PAGE_SIZE }), signal }).json<OutboxPage>(),
    placeholderData: keepPreviousData,
  });

/** GET /api/outbox/{id}: a message with its bodies and attachments. */
export const outboxMailQuery = (id: string) =>
  queryOptions({
    queryKey: ['outbox', 'mail', id],
    queryFn: ({ signal }) => api.get(`api/outbox/${encodeURIComponent(id)}`, { signal }).json<OutboxMail>(),
  });
