import type { BookingEventAction, BookingStatus } from '../../db/schema';

// A booking's lifecycle, in one place (issue 11 §3): requested → confirmed → checked-in → completed,
// or cancelled (with a reason) / no-show (once it has started). A mistake is corrected the same way
// (issue 34 §2): a check-in undone, a cancelled or missed booking reinstated (its time must still be
// free: the exclusion constraint says so). Each action names the statuses it leaves from, the one it
// reaches, and who may take it. The API enforces it (desk/service.ts), the pages offer only what it
// allows (a booking's `actions`), and every change is kept in the booking's history.

// each is also what the booking's history records of it
export const BOOKING_ACTIONS = [
  'confirm',
  'check_in',
  'complete',
  'cancel',
  'no_show',
  'undo_check_in',
  'reinstate',
] as const satisfies readonly BookingEventAction[];
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** who acts: a signed-in user by role, or the visitor who booked online (their cancel link) */
export type BookingRole = 'admin' | 'staff' | 'visitor';

type Rule = {
  from: readonly BookingStatus[];
  to: BookingStatus;
  who: readonly BookingRole[];
  needsReason: boolean;
  /** only once the booking's start has passed (nobody misses an appointment still to come) */
  started?: true;
};

export const BOOKING_RULES: Record<BookingAction, Rule> = {
  confirm: { from: ['requested'], to: 'confirmed', who: ['admin', 'staff'], needsReason: false },
  check_in: { from: ['requested', 'confirmed'], to: 'checked_in', who: ['admin', 'staff'], needsReason: false },
  complete: { from: ['checked_in'], to: 'completed', who: ['admin', 'staff'], needsReason: false },
  cancel: { from: ['requested', 'confirmed'], to: 'cancelled', who: ['admin', 'staff', 'visitor'], needsReason: true },
  // a no-show may keep the customer's deposit: the same people who may keep one (deposits' forfeit)
  no_show: { from: ['requested', 'confirmed'], to: 'no_show', who: ['admin'], needsReason: false, started: true },
  undo_check_in: { from: ['checked_in'], to: 'confirmed', who: ['admin', 'staff'], needsReason: false },
  reinstate: { from: ['cancelled', 'no_show'], to: 'confirmed', who: ['admin', 'staff'], needsReason: false },
};

/** The statuses a booking may be moved, resized or given other services in: a finished one keeps them. */
export const MOVABLE_STATUSES: readonly BookingStatus[] = ['requested', 'confirmed', 'checked_in'];

/** The actions `role` may take on a booking in `status`, whose start has passed or not, in the lifecycle's order. */
export function allowedActions(status: BookingStatus, role: BookingRole, started: boolean): BookingAction[] {
  return BOOKING_ACTIONS.filter((action) => refusalOf(action, status, role, started) === null);
}

/** Why `role` may not take `action` on a booking in `status` (started or not), or null when they may. */
export function refusalOf(
  action: BookingAction,
  status: BookingStatus,
  role: BookingRole,
  started: boolean,
): 'forbidden' | 'not_allowed' | 'not_started' | null {
  const rule = BOOKING_RULES[action];
  if (!rule.who.includes(role)) return 'forbidden';
  if (!rule.from.includes(status)) return 'not_allowed';
  if (rule.started && !started) return 'not_started';
  return null;
}
