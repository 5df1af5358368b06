import { usePublicRead } from '@frontdesk/shared/public';
import { readPayLink } from '../api';

/** The link to pay: what it is for and how much, or why it cannot be paid. */
export const usePayLink = (paymentLinkId: string) => usePublicRead(paymentLinkId, () => readPayLink(paymentLinkId));
