import { useMemo, useState } from 'react';
import { bookingSettingsQuery } from '../bookings/api';
import { useQuery } from '../data';
import { dayIn, todayIn, type MomentOptions } from '../format/dates';
import { type DayRange } from '../format/days';
import { readerZone } from '../format/zone';
import { useFormat } from '../format/useFormat';

/**
 * The business's day (issue 33 §8): every day the desk counts (today, a range's ends, the day a sale
 * was made) is a day on the business's clock, and every time it shows is on that clock, named when
 * it is not the reader's ("7:00 PM EST" at a desk in Chicago). The one way a desk page learns it.
 */
export type BusinessDay = {
  /** the business's IANA zone (the reader's until it is read, or if it cannot be) */
  timeZone: string;
  /** whether `timeZone` is the business's, read from the API */
  known: boolean;
  /** the read has ended (the business's zone, or the reader's when it could not be read): what waits for the day may go */
  settled: boolean;
  /** today on the business's clock (YYYY-MM-DD) */
  today: string;
  /** the business's day a moment fell on */
  dayOf: (iso: string) => string;
  /** a moment on the business's clock, with its time (unless `withTime: false`), the zone named when it is not the reader's */
  moment: (iso: string, options?: Omit<MomentOptions, 'timeZone'>) => string;
  /** a moment's time of day on the business's clock, the zone named when it is not the reader's */
  clock: (iso: string) => string;
};

/**
 * From GET /api/booking-settings (`timeZone`: the business's, read by every role), which the
 * bookings pages read too. Until it is read the reader's zone stands in (for a desk in the
 * business's zone, as most are, nothing changes when it arrives; elsewhere the page asks again for
 * the business's days).
 */
export function useBusinessDay(): BusinessDay {
  const settings = useQuery(bookingSettingsQuery());
  const format = useFormat();
  const read = settings.data?.timeZone;
  const settled = !settings.isPending;
  return useMemo(() => {
    const zone = read ?? readerZone();
    return {
      timeZone: zone,
      known: read !== undefined,
      settled,
      today: todayIn(zone),
      dayOf: (iso) => dayIn(iso, zone),
      moment: (iso, options) => format.moment(iso, { withTime: true, withZone: 'auto', ...options, timeZone: zone }),
      clock: (iso) => format.clock(iso, zone, { withZone: 'auto' }),
    };
  }, [read, settled, format]);
}

/**
 * A page's range of days: `initial(today)` on the business's clock (the last 30 days up to its
 * today) until the user picks one.
 */
export function useBusinessRange(initial: (today: string) => DayRange) {
  const { today } = useBusinessDay();
  const [picked, setRange] = useState<DayRange | null>(null);
  // one range object while nothing changes (a page may compare it by identity: "a new range")
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `initial` is the page's constant
  const range = useMemo(() => picked ?? initial(today), [picked, today]);
  return { range, setRange, today };
}
