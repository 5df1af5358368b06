import type { BookingStatus } from '@frontdesk/shared';

/** Whether a booking in `status` holds its time: a cancelled one and a no-show do not (the calendar leaves them out). */
export const holdsTime = (status: BookingStatus) => status !== 'cancelled' && status !== 'no_show';
