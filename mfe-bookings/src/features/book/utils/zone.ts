import type { Formatters, Slot } from '@frontdesk/shared';

/**
 * The business's zone named for a visitor: "Central Time (Chicago)" / "hora central (Chicago)",
 * from Intl in the reader's language; the zone's standard name where it has no generic one, the
 * zone's id where Intl has neither.
 */
export function zoneName(timeZone: string, locale: string): string {
  const nameIn = (timeZoneName: 'longGeneric' | 'long') => {
    try {
      return new Intl.DateTimeFormat(locale, { timeZone, timeZoneName }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value;
    } catch {
      return undefined;
    }
  };
  const generic = nameIn('longGeneric');
  // a zone with no generic name gets an offset ("GMT+00:00"): its standard name says more
  const name = generic && !generic.startsWith('GMT') ? generic : nameIn('long');
  if (!name) return timeZone;
  const city = timeZone.includes('/') ? timeZone.slice(timeZone.lastIndexOf('/') + 1).replaceAll('_', ' ') : null;
  return city ? `${name} (${city})` : name;
}

/**
 * The free times of a day on the business's clock ("9:30 AM"); on the autumn day whose hour
 * comes twice, each with its zone's short name ("1:30 AM CDT", "1:30 AM CST") to tell them apart.
 */
export function slotTimes(slots: readonly Slot[], timeZone: string, clock: Formatters['clock']): string[] {
  const plain = slots.map((slot) => clock(slot.startsAt, timeZone));
  if (new Set(plain).size === plain.length) return plain;
  return slots.map((slot) => clock(slot.startsAt, timeZone, { withZone: true }));
}

