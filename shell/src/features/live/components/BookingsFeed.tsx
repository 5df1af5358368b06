import { api, bus, queryClient, useFormat, type BookingDetail, type BookingLiveEvent } from '@frontdesk/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** the stream of the signed-in business's booking changes (api: GET /api/bookings/events) */
export const BOOKINGS_FEED_URL = '/api/bookings/events';

/**
 * Follows the business's bookings while someone is signed in (issue 11 §9): one event stream per
 * tab, opened by the shell. Each change goes on the bus (`bookingChanged`) and makes every bookings
 * query stale, so the calendar and the lists redraw without a reload; a new online booking is also
 * told as a notification (one at a time, like every toast). The browser reconnects a dropped stream.
 */
export function BookingsFeed() {
  const { t } = useTranslation('shell');
  const { moment } = useFormat();
  // the texts of the latest render, read when an event comes (the stream is not reopened for them)
  const say = useRef({ t, moment });
  say.current = { t, moment };

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(BOOKINGS_FEED_URL, { withCredentials: true });
    const onBooking = (message: MessageEvent<string>) => {
      let event: BookingLiveEvent;
      try {
        event = JSON.parse(message.data) as BookingLiveEvent;
      } catch {
        return;
      }
      bus.emit({ type: 'bookingChanged', ...event });
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      if (event.kind === 'booked_online') void announce(event.bookingId);
    };
    const announce = async (bookingId: string) => {
      const { t: text, moment: when } = say.current;
      try {
        const { booking, timeZone } = await api.get(`api/bookings/${encodeURIComponent(bookingId)}`).json<BookingDetail>();
        const message = text('live.bookedOnline', {
          contact: booking.contactName,
          when: when(booking.startsAt, { withTime: true, timeZone }),
          service: booking.services.map((s) => s.name).join(', '),
        });
        bus.emit({ type: 'notify', level: 'info', message });
      } catch {
        bus.emit({ type: 'notify', level: 'info', message: text('live.bookedOnlineShort') });
      }
    };
    source.addEventListener('booking', onBooking as EventListener);
    return () => {
      source.removeEventListener('booking', onBooking as EventListener);
      source.close();
    };
  }, []);
  return null;
}
