import { IDEMPOTENCY_HEADER, api, queryOptions, type CatalogueItemPage, type CheckoutInput, type Contact, type Sale } from '@frontdesk/shared';

/** How many catalogue matches the item search offers at a time. */
export const ITEM_MATCHES = 8;

/** GET /api/catalogue-items?q=: the items a cashier's search matches (and the currency of their prices). */
export const itemSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['catalogue', 'items', { q, pageSize: ITEM_MATCHES }],
    queryFn: ({ signal }) => api.get('api/catalogue-items', { searchParams: { q, pageSize: ITEM_MATCHES }, signal }).json<CatalogueItemPage>(),
  });

/** GET /api/contacts/{id}: the contact a checkout was opened for (?contact=). */
export const checkoutContactQuery = (id: string) =>
  queryOptions({
    queryKey: ['contacts', 'one', id],
    queryFn: ({ signal }) => api.get(`api/contacts/${encodeURIComponent(id)}`, { signal }).json<Contact>(),
  });

/** POST /api/checkout with the attempt's Idempotency-Key → 201 the sale. */
export function completeCheckout(input: CheckoutInput, idempotencyKey: string): Promise<Sale> {
  return api.post('api/checkout', { json: input, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }).json<Sale>();
}
