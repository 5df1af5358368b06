import { failureCodeOf, statusOf } from '@frontdesk/shared';

/** The hold is gone: it ran out (410), or it ran out and the time went to someone else (404). */
export const isHoldGone = (error: unknown) => failureCodeOf(error) === 'hold_expired' || statusOf(error) === 404;

/** The time chosen was taken meanwhile: the day's free times are read again. */
export const isSlotTaken = (error: unknown) => failureCodeOf(error) === 'slot_taken';
