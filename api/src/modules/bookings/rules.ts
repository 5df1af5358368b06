import type { BookingEventAction, BookingStatus } from '../../db/schema';

// A booking's lifecycle, in one place (issue 11 §3): requested → confirmed → checked-in → completed,
// or cancelled (with a reason) / no-show. Each action names the statuses it leaves from, the one it
// reaches, and who may take it. The API enforces it (desk/service.ts), the pages offer only what it
// allows (a booking's `actions`), and every change is kept in the booking's history.

// each is also what the booking's history records of it
export const BOOKING_ACTIONS = ['confirm', 'check_in', 'complete', 'cancel', 'no_show'] as const satisfies readonly BookingEventAction[];
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** who acts: a signed-in user by role, or the visitor who booked online (their cancel link) */
export type BookingRole = 'admin' | 'staff' | 'visitor';

type Rule = { from: readonly BookingStatus[]; to: BookingStatus; who: readonly BookingRole[]; needsReason: boolean };

export const BOOKING_RULES: Record<BookingAction, Rule> = {
  confirm: { from: ['requested'], to: 'confirmed', who: ['admin', 'staff'], needsReason: false },
  check_in: { from: ['requested', 'confirmed'], to: 'checked_in', who: ['admin', 'staff'], needsReason: false },
  complete: { from: ['checked_in'], to: 'completed', who: ['admin', 'staff'], needsReason: false },
  cancel: { from: ['requested', 'confirmed'], to: 'cancelled', who: ['admin', 'staff', 'visitor'], needsReason: true },
  // a no-show may keep the customer's deposit: the same people who may keep one (deposits' forfeit)
  no_show: { from: ['requested', 'confirmed'], to: 'no_show', who: ['admin'], needsReason: false },
};

/** The actions `role` may take on a booking in `status`, in the lifecycle's order. */
export function allowedActions(status: BookingStatus, role: BookingRole): BookingAction[] {
  return BOOKING_ACTIONS.filter((action) => BOOKING_RULES[action].from.includes(status) && BOOKING_RULES[action].who.includes(role));
}

/** Why `role` may not take `action` on a booking in `status`, or null when they may. */
export function refusalOf(action: BookingAction, status: BookingStatus, role: BookingRole): 'forbidden' | 'not_allowed' | null {
  const rule = BOOKING_RULES[action];
  if (!rule.who.includes(role)) return 'forbidden';
  if (!rule.from.includes(status)) return 'not_allowed';
  return null;
}
