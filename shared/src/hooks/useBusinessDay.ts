import { useMemo } from 'react';
import { bookingSettingsQuery } from '../bookings/api';
import { useQuery } from '../data';
import { dayIn, todayIn, type MomentOptions } from '../format/dates';
import { readerZone } from '../format/zone';
import { useFormat } from '../format/useFormat';

/**
 * The business's day (issue 33 §8): every day the desk counts (today, a range's ends, the day a sale
 * was made) is a day on the business's clock, and every time it shows is on that clock, named when
 * it is not the reader's ("7:00 PM EST" at a desk in Chicago). The one way a desk page learns it.
 */
export type BusinessDay = {
  /** the business's IANA zone; null while it is read */
  timeZone: string | null;
  /** today on the business's clock (YYYY-MM-DD); null while the zone is read */
  today: string | null;
  /** the business's day a moment fell on (the reader's while the zone is read) */
  dayOf: (iso: string) => string;
  /** a moment on the business's clock, with its time, the zone named when it is not the reader's */
  moment: (iso: string, options?: Omit<MomentOptions, 'timeZone'>) => string;
  /** a moment's time of day on the business's clock, the zone named when it is not the reader's */
  clock: (iso: string) => string;
};

/**
 * From GET /api/booking-settings (`timeZone`: the business's, read by every role), which the
 * bookings pages read too. If it cannot be read, the reader's own zone stands in.
 */
export function useBusinessDay(): BusinessDay {
  const settings = useQuery(bookingSettingsQuery());
  const format = useFormat();
  const timeZone = settings.data?.timeZone ?? (settings.isError ? readerZone() : null);
  return useMemo(() => {
    const zone = timeZone ?? readerZone();
    return {
      timeZone,
      today: timeZone ? todayIn(timeZone) : null,
      dayOf: (iso) => dayIn(iso, zone),
      moment: (iso, options) => format.moment(iso, { withTime: true, withZone: 'auto', ...options, timeZone: zone }),
      clock: (iso) => format.clock(iso, zone, { withZone: 'auto' }),
    };
  }, [timeZone, format]);
}
