import { dayIn, useFormat, zoneName } from '@frontdesk/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDurationText } from '../../../common/hooks/useDurationText';

/** A day picker's button: "Tue, Mar 12". */
const SHORT_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };

/**
 * How the booking page writes what it shows, in the visitor's language and always on the
 * business's clock (never the browser's): money, a service's length, a day, a booking's moment.
 */
export function useBookFormat() {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const duration = useDurationText();
  return useMemo(
    () => ({
      ...format,
      /** "45 min", "1 h", "1 h 30 min" */
      duration,
      /** a business's day: "Tue, Mar 12" (short) or "Tuesday, March 12, 2030" */
      dayText: (day: string, style?: 'short' | 'full') => format.day(day, style === 'short' ? SHORT_DAY : 'full'),
      /** a moment as its day and time in `timeZone`, the zone's short name with it: "Tuesday, March 12, 2030 at 9:00 AM CDT" */
      when: (iso: string, timeZone: string) =>
        t('book.summary.at', { day: format.day(dayIn(iso, timeZone), 'full'), time: format.clock(iso, timeZone, { withZone: true }) }),
      /** "Times are in Central Time (Chicago)" */
      zoneNote: (timeZone: string) => t('book.zone', { zone: zoneName(timeZone, format.locale) }),
    }),
    [format, t, duration],
  );
}
