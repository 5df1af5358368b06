import { bus, FEED_KEY, LIVE_QUERY_ROOTS, queryClient, registerTranslations, type BusEventOf } from '@frontdesk/shared';
import { aBooking, json, renderAt, serveApi } from '@frontdesk/shared/testing';
import { act, waitFor } from '@testing-library/react';
import { shellTranslations } from '../../../i18n/shell';
import { LIVE_FEED_URL, LiveFeed } from './LiveFeed';

registerTranslations('shell', shellTranslations);

/** The browser's EventSource, as far as the feed uses it: the test sends its events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  listeners = new Map<string, (message: MessageEvent<string>) => void>();
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  close() {
    this.closed = true;
  }
  send(type: string, data: unknown) {
    act(() => this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) })));
  }
}

beforeEach(() => {
  FakeEventSource.opened = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

const listening: { unsubscribe(): void }[] = [];
afterEach(() => listening.splice(0).forEach((sub) => sub.unsubscribe()));

/** the bus's events of a type, as they come (until the test ends) */
function heard<T extends 'notify' | 'bookingChanged' | 'moneyChanged'>(type: T) {
  const events: BusEventOf<T>[] = [];
  listening.push(bus.on(type).subscribe((event) => events.push(event)));
  return events;
}

describe('LiveFeed', () => {
  it("opens one stream of the business's changes with the session's cookie, and closes it when it goes", () => {
    const { unmount } = renderAt(<LiveFeed />);
    expect(FakeEventSource.opened).toHaveLength(1);
    const [source] = FakeEventSource.opened;
    expect(source!.url).toBe(LIVE_FEED_URL);
    expect(source!.init).toEqual({ withCredentials: true });
    unmount();
    expect(source!.closed).toBe(true);
  });

  it('puts each change on the bus and makes the bookings queries stale', async () => {
    serveApi({});
    const changes = heard('bookingChanged');
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    renderAt(<LiveFeed />);
    FakeEventSource.opened[0]!.send('booking', { kind: 'moved', bookingId: 'b7' });
    expect(changes).toEqual([{ type: 'bookingChanged', kind: 'moved', bookingId: 'b7' }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['bookings'] });
    // the team's feed lists bookings made
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['social-feed'] });
    invalidate.mockRestore();
  });

  it('puts a change of money on the bus and makes every money query stale, the bookings ones kept', async () => {
    serveApi({});
    const changes = heard('moneyChanged');
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    renderAt(<LiveFeed />);
    FakeEventSource.opened[0]!.send('money', { topic: 'invoice', id: 'i4' });
    expect(changes).toEqual([{ type: 'moneyChanged', topic: 'invoice', id: 'i4' }]);
    const stale = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(stale).toEqual(expect.arrayContaining([['invoices'], ['transactions'], ['deposits'], ['registers'], ['reports'], ['social-feed']]));
    expect(stale).not.toContainEqual(['bookings']);
    invalidate.mockRestore();
  });

  it('makes every mail query stale when mail comes or goes, the money ones kept', () => {
    serveApi({});
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    renderAt(<LiveFeed />);
    FakeEventSource.opened[0]!.send('mail', { kind: 'internal' });
    const stale = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(stale).toEqual([['mail']]);
    invalidate.mockRestore();
  });

  it("makes the chat queries stale when a message comes to one of the reader's threads, and nothing else", async () => {
    serveApi({});
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    renderAt(<LiveFeed />);
    FakeEventSource.opened[0]!.send('chat', { threadKey: 't1' });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['chat']]);
    invalidate.mockRestore();
  });

  it('reads again everything it follows when a dropped stream is open again, and nothing on its first opening', () => {
    serveApi({});
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    renderAt(<LiveFeed />);
    const [source] = FakeEventSource.opened;
    source!.send('open', null);
    expect(invalidate).not.toHaveBeenCalled();
    // the instance went away; the browser tries again and gets through
    source!.send('error', null);
    expect(invalidate).not.toHaveBeenCalled();
    source!.send('open', null);
    const everyRoot = Object.values(LIVE_QUERY_ROOTS).flatMap((roots) => roots.map((key) => [...key]));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(everyRoot);
    // once: the next opening without a drop between reads nothing
    invalidate.mockClear();
    source!.send('open', null);
    expect(invalidate).not.toHaveBeenCalled();
    invalidate.mockRestore();
  });

  it("makes the team's feed stale when a colleague posts or deletes a post, and nothing else", () => {
    serveApi({});
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    renderAt(<LiveFeed />);
    FakeEventSource.opened[0]!.send('social', { kind: 'posted', postId: 'p1' });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([[...FEED_KEY]]);
    invalidate.mockRestore();
  });

  it("tells staff of a new online booking: who, when on the business's clock, what", async () => {
    const booking = aBooking({
      id: 'b9',
      source: 'online',
      contactName: 'Lena Park',
      startsAt: '2026-12-01T15:00:00.000Z',
      services: [{ itemId: 's', name: 'Wash', durationMinutes: 60, priceMinor: 3000 }],
    });
    serveApi({ 'GET /api/bookings/b9': json({ booking, history: [], currency: 'USD', timeZone: 'America/Chicago' }) });
    const notes = heard('notify');
    renderAt(<LiveFeed />);
    FakeEventSource.opened[0]!.send('booking', { kind: 'booked_online', bookingId: 'b9' });
    // 15:00 UTC is 9:00 AM in Chicago (the business's zone), 7:00 AM where the test runs
    await waitFor(() => expect(notes.map((n) => n.message)).toEqual(['New online booking: Lena Park, Dec 1, 2026, 9:00 AM (Wash)']));
  });

  it('says a new online booking came even when its details cannot be read', async () => {
    serveApi({});
    const notes = heard('notify');
    renderAt(<LiveFeed />);
    FakeEventSource.opened[0]!.send('booking', { kind: 'booked_online', bookingId: 'gone' });
    await waitFor(() => expect(notes.map((n) => n.message)).toEqual(['New online booking']));
  });

  it('stops following when a newer tab of the session takes its place, and follows again once shown', () => {
    const shown = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderAt(<LiveFeed />);
    const [first] = FakeEventSource.opened;
    first!.send('end', { reason: 'replaced' });
    expect(first!.closed).toBe(true);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(FakeEventSource.opened).toHaveLength(1);
    shown.mockReturnValue('visible');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[1]!.closed).toBe(false);
    shown.mockRestore();
  });

  it('leaves a stream whose session ended to the browser, which tries again (refused unless signed in again)', () => {
    renderAt(<LiveFeed />);
    const [first] = FakeEventSource.opened;
    first!.send('end', { reason: 'session_ended' });
    expect(first!.closed).toBe(false);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
