import { api, pagedQuery, queryOptions, searchParamsOf, type OutboxMail, type OutboxPage } from '@frontdesk/shared';

// The outbox's client: the business's outgoing mail, newest first, and one message.

/** GET /api/outbox?q=&page=&pageSize= (the page shown stays while the next loads). */
export const outboxQuery = (q: string, page: number) =>
  pagedQuery(['outbox', 'list', q], page, (paging, signal) =>
    api.get('api/outbox', { searchParams: searchParamsOf({ q, ...paging }), signal }).json<OutboxPage>(),
  );

/** GET /api/outbox/{id}: a message with its bodies and attachments. */
export const outboxMailQuery = (id: string) =>
  queryOptions({
    queryKey: ['outbox', 'mail', id],
    queryFn: ({ signal }) => api.get(`api/outbox/${encodeURIComponent(id)}`, { signal }).json<OutboxMail>(),
  });
