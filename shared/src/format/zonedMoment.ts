import { formatMoment } from './dates';
import { zoneName } from './zone';

// A moment a customer or a cashier keeps on paper (a receipt, a Z-report): the day and time on the
// business's clock, and whose clock it is. The API's PDFs and mail write it the same way
// (api/src/lib/zone.ts).

/** "Nov 27, 2026, 3:05 PM Central Time (Chicago)" / "27 nov 2026, 15:05 hora central (Chicago)" */
export function formatZonedMoment(iso: string, locale: string, timeZone: string): string {
  return `${formatMoment(iso, locale, { withTime: true, timeZone })} ${zoneName(timeZone, locale)}`;
}
