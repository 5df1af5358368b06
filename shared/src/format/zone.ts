// A time zone as people read it: the bookings pages (the desk's and the public /book) and a
// booking's deposit on the public /pay page show every time on the business's clock, and say whose.

/**
 * The business's zone named for people: "Central Time (Chicago)" / "hora central (Chicago)",
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

/** The reader's own zone (the browser's), as an IANA id. */
export function readerZone(): string {
  reader ??= new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return reader;
}
let reader: string | undefined;

const canonical = new Map<string, string>();

/** Whether `timeZone` is the reader's zone (its aliases too: "US/Eastern" is "America/New_York"). */
export function isReaderZone(timeZone: string): boolean {
  let id = canonical.get(timeZone);
  if (id === undefined) {
    try {
      id = new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
    } catch {
      id = timeZone;
    }
    canonical.set(timeZone, id);
  }
  return id === readerZone();
}
