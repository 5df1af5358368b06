import type { PayLinkInput } from '@frontdesk/shared';
import { usePublicMutation } from '@frontdesk/shared/public';
import { payLink } from '../api';

/** Paying the link: one Idempotency-Key per attempt (a lost answer's retry keeps it; a decline or the bank's step ends it). */
export const usePayment = (paymentLinkId: string) =>
  usePublicMutation({ mutationFn: (input: PayLinkInput, { idempotencyKey }) => payLink(paymentLinkId, input, idempotencyKey), idempotent: true });
