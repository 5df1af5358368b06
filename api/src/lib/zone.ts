// A business's time zone as a customer reads it on a receipt, a PDF or a mail: "Central Time
// (Chicago)". The desk's pages name it the same way through the kit's `zoneName`
// (shared/src/format/zone.ts), which the API cannot import; this is its English twin for the
// customer texts (src/pdf/texts.ts are English only).

/** The zone's generic name ("Central Time"), its standard one where it has none, with its city; its id where Intl has neither. */
export function zoneName(timeZone: string): string {
  const nameIn = (timeZoneName: 'longGeneric' | 'long') => {
    try {
      return new Intl.DateTimeFormat('en', { timeZone, timeZoneName }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value;
    } catch {
      return undefined;
    }
  };
  const generic = nameIn('longGeneric');
  const name = generic && !generic.startsWith('GMT') ? generic : nameIn('long');
  if (!name) return timeZone;
  const city = timeZone.includes('/') ? timeZone.slice(timeZone.lastIndexOf('/') + 1).replaceAll('_', ' ') : null;
  return city ? `${name} (${city})` : name;
}

/** A moment on the zone's wall clock, the zone named: "Nov 27, 2026, 3:05 PM Central Time (Chicago)". */
export function momentInZone(iso: string, timeZone: string): string {
  const clock = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
  return `${clock} ${zoneName(timeZone)}`;
}
