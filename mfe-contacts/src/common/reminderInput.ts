import type { ReminderInput } from '@frontdesk/shared';

/** What a reminder form holds: the due day, the note, and the booking it is about ('' or unset: none). */
export type ReminderValues = { dueOn: string; note: string; bookingId?: string };

/** The form's values as the API takes them: the note trimmed, a booking only when one is chosen. */
export function reminderInput({ dueOn, note, bookingId }: ReminderValues): ReminderInput {
  return { dueOn, note: note.trim(), ...(bookingId ? { bookingId } : {}) };
}
