import type { VisitorBooking } from '@frontdesk/shared';

/** A held booking waiting for its deposit: paid on its payment link's page (payUrl), it is booked. */
export type DepositDue = VisitorBooking & { payUrl: string };
