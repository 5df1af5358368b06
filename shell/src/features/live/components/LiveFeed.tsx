import {
  LIVE_QUERY_ROOTS,
  api,
  bus,
  queryClient,
  useFormat,
  type BookingDetail,
  type BookingLiveEvent,
  type LiveEventName,
  type MoneyLiveEvent,
  type StreamEnd,
} from '@frontdesk/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** the stream of the signed-in business's changes, bookings', money's and mail's (api: GET /api/events) */
export const LIVE_FEED_URL = '/api/events';

/** an event's data, or null when it is not JSON */
function parsed<T>(message: MessageEvent<string>): T | null {
  try {
    return JSON.parse(message.data) as T;
  } catch {
    return null;
  }
}

/** makes stale every query a change of this kind may have changed (the kit's LIVE_QUERY_ROOTS) */
const staleAfter = (name: LiveEventName) => LIVE_QUERY_ROOTS[name].forEach((queryKey) => void queryClient.invalidateQueries({ queryKey: [...queryKey] }));

/**
 * The changes that only make queries stale, each read again: a mail sent or delivered, a message in
 * one of the reader's chat threads (its key only), a board changed on another desk (the boards and
 * the projects' figures), a colleague's post written or deleted (the team's feed).
 */
const STALE_ONLY = ['mail', 'chat', 'kanban', 'social'] as const satisfies readonly LiveEventName[];
const staleOnly = STALE_ONLY.map((name) => [name, () => staleAfter(name)] as const);

/**
 * Follows the business's changes while someone is signed in (issue 11 §9, issue 33 §5): one event
 * stream per tab, opened by the shell. Each change goes on the bus (`bookingChanged`,
 * `moneyChanged`) and makes the queries it may have changed stale, so the calendar, the invoice
 * page, the lists and the register redraw without a reload; a new online booking is also told as a
 * notification (one at a time, like every toast). A mail, a chat message (sent to the thread's
 * pair only), a board's change or a post makes its queries stale (STALE_ONLY). The browser reconnects a dropped stream,
 * and what it follows is read again (changes may have come meanwhile); a stream the server ended for a newer tab's
 * (api/src/http/eventStreams.ts) waits until its tab is shown.
 */
export function LiveFeed() {
  const { t } = useTranslation('shell');
  const { moment } = useFormat();
  // the texts of the latest render, read when an event comes (the stream is not reopened for them)
  const say = useRef({ t, moment });
  say.current = { t, moment };

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    const onBooking = (message: MessageEvent<string>) => {
      const event = parsed<BookingLiveEvent>(message);
      if (!event) return;
      bus.emit({ type: 'bookingChanged', ...event });
      staleAfter('booking');
      if (event.kind === 'booked_online') void announce(event.bookingId);
    };
    const onMoney = (message: MessageEvent<string>) => {
      const event = parsed<MoneyLiveEvent>(message);
      if (!event) return;
      bus.emit({ type: 'moneyChanged', ...event });
      staleAfter('money');
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
    // The server ended the stream. A newer tab of the session took its place (a session holds a
    // few): this tab follows again when it is looked at again. A session that ended needs nothing:
    // the browser's next try is refused, unless it has signed in again meanwhile.
    const onEnd = (message: MessageEvent<string>) => {
      if (parsed<StreamEnd>(message)?.reason === 'replaced') stop();
    };
    // A stream that dropped (its instance restarted or died, the network, the server's database
    // listener reconnecting) and came back may have missed changes meanwhile: everything it follows
    // is read again once it is open again. The first opening needs nothing: the pages just read.
    let dropped = false;
    const onError = () => {
      dropped = true;
    };
    const onOpen = () => {
      if (!dropped) return;
      dropped = false;
      for (const name of Object.keys(LIVE_QUERY_ROOTS) as LiveEventName[]) staleAfter(name);
    };
    const open = () => {
      dropped = false;
      source = new EventSource(LIVE_FEED_URL, { withCredentials: true });
      source.addEventListener('error', onError);
      source.addEventListener('open', onOpen);
      source.addEventListener('booking', onBooking as EventListener);
      source.addEventListener('money', onMoney as EventListener);
      for (const [name, onChange] of staleOnly) source.addEventListener(name, onChange);
      source.addEventListener('end', onEnd as EventListener);
    };
    const stop = () => {
      source?.removeEventListener('error', onError);
      source?.removeEventListener('open', onOpen);
      source?.removeEventListener('booking', onBooking as EventListener);
      source?.removeEventListener('money', onMoney as EventListener);
      for (const [name, onChange] of staleOnly) source?.removeEventListener(name, onChange);
      source?.removeEventListener('end', onEnd as EventListener);
      source?.close();
      source = null;
    };
    const onShown = () => {
      if (!source && document.visibilityState === 'visible') open();
    };
    open();
    document.addEventListener('visibilitychange', onShown);
    return () => {
      document.removeEventListener('visibilitychange', onShown);
      stop();
    };
  }, []);
  return null;
}
