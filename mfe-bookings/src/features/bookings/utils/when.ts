import { dayIn, type Booking, type Formatters } from '@frontdesk/shared';

// A booking's time as the desk reads it: always on the business's wall clock, never the browser's.

/** "1:00 PM – 1:45 PM" in `timeZone` (with the zone's short name after the end when asked). */
export function timeRange(format: Formatters, { startsAt, endsAt }: Pick<Booking, 'startsAt' | 'endsAt'>, timeZone: string, withZone = false): string {
  return `${format.clock(startsAt, timeZone)} – ${format.clock(endsAt, timeZone, { withZone })}`;
}

/** Bookings under the day (the business's) each starts on, days in order, each day's by start. */
export function groupByDay<T extends Pick<Booking, 'startsAt'>>(bookings: readonly T[], timeZone: string): { day: string; bookings: T[] }[] {
  const days = new Map<string, T[]>();
  for (const booking of [...bookings].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
    const day = dayIn(booking.startsAt, timeZone);
    days.set(day, [...(days.get(day) ?? []), booking]);
  }
  return [...days].map(([day, list]) => ({ day, bookings: list }));
}
