import { IDEMPOTENCY_HEADER, type PayLinkInput, type PayLinkReceipt, type PayLinkView } from '@frontdesk/shared';
import { publicCall } from '@frontdesk/shared/public';

// The public pay page's calls, through the public kit's client: the page is a customer's first
// visit, whose budget ky and TanStack Query do not fit (docs/decisions/0023-public-data.md).

const linkPath = (paymentLinkId: string) => `/api/pay/${encodeURIComponent(paymentLinkId)}`;

/** GET /api/pay/{id}: the business, the invoice's lines and the balance; 404/409/410 when it cannot be paid. */
export const readPayLink = (paymentLinkId: string) => publicCall<PayLinkView>(linkPath(paymentLinkId));

/** POST /api/pay/{id} (Idempotency-Key) → 201 the receipt; 402 a decline or the bank's challenge. */
export const payLink = (paymentLinkId: string, input: PayLinkInput, idempotencyKey: string) =>
  publicCall<PayLinkReceipt>(linkPath(paymentLinkId), { method: 'POST', json: input, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
