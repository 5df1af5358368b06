import type { BookingEvent } from '@frontdesk/shared';

/**
 * What an event's detail says, read so the page can word it: a cancel's reason, a move's two
 * starts (instants), a series' place ("2 / 6"), the number of the bill whose payment completed it,
 * the amount of a deposit a cancellation refunded, kept as credit or kept, or other text shown as it is.
 */
export type EventDetail =
  | { kind: 'none' }
  | { kind: 'reason'; reason: string }
  | { kind: 'moved'; from: string; to: string }
  | { kind: 'occurrence'; n: number; count: number }
  | { kind: 'paid'; invoiceNumber: number }
  | { kind: 'amount'; amountMinor: number }
  | { kind: 'text'; text: string };

const INSTANT = String.raw`\d{4}-\d{2}-\d{2}T[\d:.]+Z`;
const MOVED = new RegExp(`^(${INSTANT}) → (${INSTANT})$`);
const OCCURRENCE = /^(\d+) \/ (\d+)$/;

export function detailOf({ action, detail }: Pick<BookingEvent, 'action' | 'detail'>): EventDetail {
  if (!detail) return { kind: 'none' };
  if (action === 'cancel') return { kind: 'reason', reason: detail };
  if (action === 'paid' && /^\d+$/.test(detail)) return { kind: 'paid', invoiceNumber: Number(detail) };
  if (action.startsWith('deposit_') && /^\d+$/.test(detail)) return { kind: 'amount', amountMinor: Number(detail) };
  const moved = action === 'moved' ? MOVED.exec(detail) : null;
  if (moved) return { kind: 'moved', from: moved[1]!, to: moved[2]! };
  const occurrence = action === 'created' ? OCCURRENCE.exec(detail) : null;
  if (occurrence) return { kind: 'occurrence', n: Number(occurrence[1]), count: Number(occurrence[2]) };
  return { kind: 'text', text: detail };
}
