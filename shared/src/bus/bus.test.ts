import { bus } from './bus';
import type { BusEvent } from './events';

describe('bus', () => {
  it('delivers an event to the subscribers of its type only', () => {
    const notified: BusEvent[] = [];
    const drawer: BusEvent[] = [];
    const subs = [bus.on('notify').subscribe((e) => notified.push(e)), bus.on('searchDrawer').subscribe((e) => drawer.push(e))];

    bus.emit({ type: 'notify', level: 'info', message: 'Saved' });
    bus.emit({ type: 'searchDrawer', open: true });
    bus.emit({ type: 'signedIn' });
    subs.forEach((s) => s.unsubscribe());

    expect(notified).toEqual([{ type: 'notify', level: 'info', message: 'Saved' }]);
    expect(drawer).toEqual([{ type: 'searchDrawer', open: true }]);
  });

  it('delivers every event to an all() subscriber, in order', () => {
    const seen: string[] = [];
    const sub = bus.all().subscribe((e) => seen.push(e.type));
    bus.emit({ type: 'quickAdd', assetTypeId: '3' });
    bus.emit({ type: 'signedOut', reason: 'Logged out.' });
    sub.unsubscribe();
    expect(seen).toEqual(['quickAdd', 'signedOut']);
  });

  it('stops delivering after unsubscribe', () => {
    const seen: BusEvent[] = [];
    const sub = bus.on('signedIn').subscribe((e) => seen.push(e));
    sub.unsubscribe();
    bus.emit({ type: 'signedIn' });
    expect(seen).toEqual([]);
  });
});
