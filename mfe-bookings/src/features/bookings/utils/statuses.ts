import type { BookingStatus } from '@frontdesk/shared';

/**
 * The statuses the list filters by, in the lifecycle's order. `held` is left out: a visitor's slot
 * held for a few minutes while they book online is not an appointment of the desk.
 */
export const LISTED_STATUSES = ['requested', 'confirmed', 'checked_in', 'completed', 'cancelled', 'no_show'] as const satisfies readonly BookingStatus[];

/** A status tag's colour (its word says the same: colour is never alone). */
/** A bill is made for a booking the customer came to. */
export const isBillable = (status: BookingStatus) => status === 'checked_in' || status === 'completed';
