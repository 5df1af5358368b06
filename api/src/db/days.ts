import { sql, type RawBuilder } from 'kysely';

// The day a stored instant falls on, in SQL, on the business's clock (lib/days.ts): what a report
// groups by and what a batch is filed under. The zone is written into the statement as a literal
// (an IANA name, checked when it is set: modules/bookings/time.ts isTimeZone) so that the same
// expression in SELECT and GROUP BY is one expression to PostgreSQL (two parameters would be two).

/** The date (a `date`) `column` (a timestamptz) falls on in `zone`. */
export const dateIn = (column: string, zone: string): RawBuilder<string> => sql<string>`(${sql.ref(column)} AT TIME ZONE ${sql.lit(zone)})::date`;

/** The day (YYYY-MM-DD) `column` (a timestamptz) falls on in `zone`. */
export const dayIn = (column: string, zone: string): RawBuilder<string> => sql<string>`to_char(${dateIn(column, zone)}, 'YYYY-MM-DD')`;

/** The first instant of today in the zone held by `zoneColumn` (a business's: `businesses.time_zone`). */
export const startOfTodayIn = (zoneColumn: string): RawBuilder<Date> =>
  sql<Date>`(date_trunc('day', now() AT TIME ZONE ${sql.ref(zoneColumn)}) AT TIME ZONE ${sql.ref(zoneColumn)})`;
