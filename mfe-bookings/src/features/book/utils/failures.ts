import { failureCodeOf, problemOf, statusOf } from '@frontdesk/shared';

/** The business in the address takes no online bookings (404), or the address cannot name one (400). */
export const isUnknownBusiness = (error: unknown) => statusOf(error) === 404 || (statusOf(error) === 400 && Boolean(problemOf(error)?.errors?.businessId));

/** A token in the address that names nothing: an unknown booking, or no token at all. */
export const isUnknownBooking = (error: unknown) => statusOf(error) === 404 || (statusOf(error) === 400 && Boolean(problemOf(error)?.errors?.token));

/** The hold is gone: it ran out (410), or it ran out and the time went to someone else (404). */
export const isHoldGone = (error: unknown) => failureCodeOf(error) === 'hold_expired' || statusOf(error) === 404;

/** The time chosen was taken meanwhile: the day's free times are read again. */
export const isSlotTaken = (error: unknown) => failureCodeOf(error) === 'slot_taken';
