import type { Formatters, Slot } from '@frontdesk/shared';

/**
 * The free times of a day on the business's clock ("9:30 AM"); on the autumn day whose hour
 * comes twice, each with its zone's short name ("1:30 AM CDT", "1:30 AM CST") to tell them apart.
 */
export function slotTimes(slots: readonly Slot[], timeZone: string, clock: Formatters['clock']): string[] {
  const plain = slots.map((slot) => clock(slot.startsAt, timeZone));
  if (new Set(plain).size === plain.length) return plain;
  return slots.map((slot) => clock(slot.startsAt, timeZone, { withZone: true }));
}
