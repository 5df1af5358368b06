// The typed events that cross React roots (shell ⇄ remotes). Add an event here, nowhere else.
import type { BookingLiveEvent, MoneyLiveEvent } from '../types/api';

export type NotificationLevel = 'success' | 'info' | 'warning' | 'error';

/** What a toast offers to do about what it says ("Undo"): its button runs it once and closes the toast. */
export type NotifyAction = { label: string; run: () => void };

export type BusEvent =
  /** a toast; the shell shows one at a time, the newest replacing the last; one with an action stays longer */
  | { type: 'notify'; level: NotificationLevel; message: string; action?: NotifyAction }
  /** open or close the contact search drawer */
  | { type: 'searchDrawer'; open: boolean }
  /** the quick-add menu asked to create an asset of this type */
  | { type: 'quickAdd'; assetTypeId: string }
  /** the session was signed out (logout, 401, failed restore); reason is a translated text */
  | { type: 'signedOut'; reason?: string }
  /** the session now has a user */
  | { type: 'signedIn' }
  /** a booking of the business changed, here or on another desk (the shell follows GET /api/events) */
  | ({ type: 'bookingChanged' } & BookingLiveEvent)
  /** the business's money changed (an invoice, a deposit, a transaction, a register), here, on another desk or by a customer paying a link */
  | ({ type: 'moneyChanged' } & MoneyLiveEvent);

export type BusEventType = BusEvent['type'];
export type BusEventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>;
