import {
  IDEMPOTENCY_HEADER,
  api,
  isNotFound,
  queryOptions,
  type BookingDetail,
  type CatalogueItem,
  type CheckoutAttempt,
  type CheckoutInput,
  type Sale,
} from '@frontdesk/shared';

/** the name a sale on its way is remembered under in the tab (`useApiMutation({ remember })`) */
export const SALE_ATTEMPT = 'checkout.sale';

/** GET /api/checkout/attempts/{key}: what became of a sale sent before the page reloaded; asked again while it is still running. */
export const saleAttemptQuery = (key: string) =>
  queryOptions({
    queryKey: ['checkout', 'attempt', key],
    queryFn: ({ signal }) => api.get(`api/checkout/attempts/${encodeURIComponent(key)}`, { signal }).json<CheckoutAttempt>(),
    refetchInterval: (query) => (query.state.data?.state === 'in_progress' ? 2_000 : false),
  });

/**
 * GET /api/bookings/{id}: the booking a bill is generated for (/app/generate-bill/{booking}). The
 * bookings remote's key for the same answer: one cache entry, refreshed by every live booking change.
 */
export const bookingToBillQuery = (id: string) =>
  queryOptions({
    queryKey: ['bookings', 'one', id],
    queryFn: ({ signal }) => api.get(`api/bookings/${encodeURIComponent(id)}`, { signal }).json<BookingDetail>(),
  });

/**
 * GET /api/catalogue-items/{id} for each of a booking's services (ten at most): the items its bill
 * sells, in the order asked; null for one no longer in the catalogue.
 */
export const billItemsQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: ['catalogue', 'bill', ids],
    queryFn: ({ signal }) =>
      Promise.all(
        ids.map((id) =>
          api
            .get(`api/catalogue-items/${encodeURIComponent(id)}`, { signal })
            .json<CatalogueItem>()
            .catch((error: unknown) => {
              if (isNotFound(error)) return null;
              throw error;
            }),
        ),
      ),
  });

/** POST /api/checkout with the attempt's Idempotency-Key → 201 the sale. */
export function completeCheckout(input: CheckoutInput, idempotencyKey: string): Promise<Sale> {
  return api.post('api/checkout', { json: input, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }).json<Sale>();
}
