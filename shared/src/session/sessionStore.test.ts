import type { UserInfo } from '../types/api';
import { bus } from '../bus/bus';
import type { BusEvent } from '../bus/events';
import { sessionStore, storedToken, TOKEN_KEY } from './sessionStore';

const user = { email: 'ana@example.com', settings: { asset_types: {}, register: '' } } as unknown as UserInfo;

function busEvents() {
  const events: BusEvent[] = [];
  const sub = bus.all().subscribe((e) => events.push(e));
  return { events, stop: () => sub.unsubscribe() };
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.signOut();
});

describe('sessionStore', () => {
  it('keeps the token given at sign-in under frontdesk.accessToken', () => {
    sessionStore.signIn(user, 'tok-1');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
    expect(storedToken()).toBe('tok-1');
  });

  it('emits signedIn when a user signs in', () => {
    const { events, stop } = busEvents();
    sessionStore.signIn(user, 'tok-1');
    stop();
    expect(events).toEqual([{ type: 'signedIn' }]);
  });

  it('does not emit signedOut again for a session that is already signed out', () => {
    const { events, stop } = busEvents();
    sessionStore.signOut();
    stop();
    expect(events).toEqual([]);
  });

  it('reports a sign-out reason even when the session was already cleared', () => {
    sessionStore.signIn(user, 'tok-1');
    sessionStore.signOut();
    const { events, stop } = busEvents();
    sessionStore.signOut('Logged out.');
    stop();
    expect(events).toEqual([{ type: 'signedOut', reason: 'Logged out.' }]);
  });

  it('starts as checking when a token is stored', () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./sessionStore')>('./sessionStore');
      expect(fresh.sessionStore.get().status).toBe('checking');
    });
  });

  it('starts signed out when no token is stored', () => {
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./sessionStore')>('./sessionStore');
      expect(fresh.sessionStore.get().status).toBe('signedOut');
    });
  });
});
