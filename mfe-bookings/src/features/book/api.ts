import type {
  CodeInput,
  DayStates,
  OnlineDaysQuery,
  HoldInput,
  OnlineBookingView,
  OnlineSlotQuery,
  SlotList,
  VisitorBooking,
  VisitorCancelInput,
  VisitorDetails,
  VisitorRescheduleInput,
  VisitorVerification,
  VisitorWaitlistInput,
  VisitorWaitlistPlace,
} from '@frontdesk/shared';
import { publicCall } from '@frontdesk/shared/public';

// The public booking page's calls (api: bookings/online/routes.ts), through the public kit's
// client: the page is a customer's first visit, whose budget ky and TanStack Query do not fit
// (docs/decisions/0023-public-data.md). No session: the business and the visitor's token are in the address.

const businessPath = (businessId: string) => `/api/book/businesses/${encodeURIComponent(businessId)}`;
/** a hold's path (release, confirm); the same token manages the booking once confirmed */
export const holdPath = (token: string) => `/api/book/holds/${encodeURIComponent(token)}`;
const bookingPath = (token: string) => `/api/book/bookings/${encodeURIComponent(token)}`;
/** a waitlist join waiting for its email code: its own token */
const joinPath = (token: string) => `/api/book/waitlist/${encodeURIComponent(token)}`;
/** a time the waitlist offered: its token is the held booking's */
const offerPath = (token: string) => `/api/book/offers/${encodeURIComponent(token)}`;

/** GET: the services booked online, who performs them, the days open; 404 when the business takes no online bookings. */
export const readBookingPage = (businessId: string) => publicCall<OnlineBookingView>(businessPath(businessId));

/** GET: a day's free starts (the business's day) for one service, one staff member's or anyone's. */
export const readSlots = (businessId: string, { day, serviceIds, staffId }: OnlineSlotQuery) =>
  publicCall<SlotList>(`${businessPath(businessId)}/slots?${new URLSearchParams({ day, serviceIds, ...(staffId ? { staffId } : {}) }).toString()}`);

/** GET: the two weeks from `from` marked open, full or closed for one service, one staff member's or anyone's. */
export const readDays = (businessId: string, { from, serviceIds, staffId }: OnlineDaysQuery) =>
  publicCall<DayStates>(`${businessPath(businessId)}/days?${new URLSearchParams({ from, serviceIds, ...(staffId ? { staffId } : {}) }).toString()}`);

/** POST → 201 the held booking (its token, its hold's end); 409 slot_taken when the time went meanwhile. */
export const holdSlot = (businessId: string, input: HoldInput) =>
  publicCall<VisitorBooking>(`${businessPath(businessId)}/holds`, { method: 'POST', json: input });

/** POST → 204: the held time is free again (404 when it ran out already). */
export const releaseHold = (token: string) => publicCall<void>(`${holdPath(token)}/release`, { method: 'POST' });

/** POST → 202 a code mailed to the visitor's address (nothing is booked yet); 400 a refused field, 410 hold_expired, 429 too_many_codes. */
export const confirmHold = (token: string, details: VisitorDetails) =>
  publicCall<VisitorVerification>(`${holdPath(token)}/confirm`, { method: 'POST', json: details });

/** POST → 202 a new code to the same address, once the wait is over; 429 too_many_codes. */
export const resendHoldCode = (token: string) => publicCall<VisitorVerification>(`${holdPath(token)}/resend`, { method: 'POST' });

/** POST → 200 the confirmed booking, or still held with the deposit's payUrl; 400 `code` wrong_code, 410 code_expired or hold_expired. */
export const verifyHold = (token: string, input: CodeInput) => publicCall<VisitorBooking>(`${holdPath(token)}/verify`, { method: 'POST', json: input });

/** GET: the visitor's booking, by the token of its manage link. */
export const readVisitorBooking = (token: string) => publicCall<VisitorBooking>(bookingPath(token));

/** POST → 200 the cancelled booking; 409 cutoff_passed. */
export const cancelVisitorBooking = (token: string, input: VisitorCancelInput) =>
  publicCall<VisitorBooking>(`${bookingPath(token)}/cancel`, { method: 'POST', json: input });

/** POST → 200 the moved booking; 409 slot_taken or cutoff_passed. */
export const rescheduleVisitorBooking = (token: string, input: VisitorRescheduleInput) =>
  publicCall<VisitorBooking>(`${bookingPath(token)}/reschedule`, { method: 'POST', json: input });

/** POST → 202 a code mailed to the visitor's address (their place counts once it is entered); 409 day_not_full (book a free time instead), 400 a refused field. */
export const joinWaitlist = (businessId: string, input: VisitorWaitlistInput) =>
  publicCall<VisitorVerification>(`${businessPath(businessId)}/waitlist`, { method: 'POST', json: input });

/** POST → 202 a new code for the join, to the same address, once the wait is over; 429 too_many_codes. */
export const resendJoinCode = (token: string) => publicCall<VisitorVerification>(`${joinPath(token)}/resend`, { method: 'POST' });

/** POST → 201 the visitor's place in the line (theirs already, when they were in it); 409 day_not_full, 400 `code` wrong_code, 410 code_expired. */
export const verifyJoin = (token: string, input: CodeInput) => publicCall<VisitorWaitlistPlace>(`${joinPath(token)}/verify`, { method: 'POST', json: input });

/** POST → 200 the offered time booked (confirmed), or still held with the deposit's payUrl; 404 no open offer, 410 hold_expired. */
export const acceptOffer = (token: string) => publicCall<VisitorBooking>(`${offerPath(token)}/accept`, { method: 'POST' });

/** POST → 204: the offered time goes to the next in line; 404 no open offer, 410 hold_expired. */
export const declineOffer = (token: string) => publicCall<void>(`${offerPath(token)}/decline`, { method: 'POST' });
