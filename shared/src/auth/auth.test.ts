import { bus } from '../bus/bus';
import type { BusEventOf } from '../bus/events';
import { failureCodeOf } from '../api/problem';
import { aUser, json, noContent, problem, serveApi, unreachable } from '../testing';
import { sessionStore, TOKEN_KEY } from '../session/sessionStore';
import { login, logout, RESTORE_RETRY_MS, restoreSession, signup } from './auth';

const ana = aUser();

/** The X-CSRFToken header of the n-th request sent. */
const csrfHeaderOf = (api: ReturnType<typeof serveApi>, n: number) => (api.spy.mock.calls[n]?.[0] as Request).headers.get('X-CSRFToken');

function signedOutEvents() {
  const events: BusEventOf<'signedOut'>[] = [];
  const sub = bus.on('signedOut').subscribe((e) => events.push(e));
  return { events, stop: () => sub.unsubscribe() };
}

/** restoreSession on a clock of its own: its waits between tries pass at once. */
async function restoringWithTime() {
  jest.useFakeTimers();
  try {
    const restoring = restoreSession();
    await jest.runAllTimersAsync();
    await restoring;
  } finally {
    jest.useRealTimers();
  }
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.signOut();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('login', () => {
  const signedIn = () => serveApi({ 'POST /api/login': json({ csrfmiddlewaretoken: 'tok-1' }), 'GET /api/user_info/': json(ana) });

  it('stores the token the answer carries', async () => {
    signedIn();
    await login({ email: 'ana@example.com', password: 'secret' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
  });

  it('signs the user in', async () => {
    signedIn();
    await login({ email: 'ana@example.com', password: 'secret' });
    expect(sessionStore.get()).toEqual({ status: 'signedIn', user: ana });
  });

  it('sends the email and password as JSON', async () => {
    const api = signedIn();
    await login({ email: 'ana@example.com', password: 'secret' });
    expect(api.callsTo('POST /api/login')[0]?.body).toEqual({ email: 'ana@example.com', password: 'secret' });
  });

  it('loads the user with the new token as X-CSRFToken', async () => {
    const api = signedIn();
    await login({ email: 'ana@example.com', password: 'secret' });
    expect(api.requests()).toEqual(['POST /api/login', 'GET /api/user_info/']);
    expect(csrfHeaderOf(api, 1)).toBe('tok-1');
  });

  it('loads the user with the new token even when an older csrftoken cookie is set', async () => {
    document.cookie = 'csrftoken=older-cookie-token; path=/';
    const api = signedIn();
    await login({ email: 'ana@example.com', password: 'secret' }).finally(() => {
      document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    });
    expect(csrfHeaderOf(api, 1)).toBe('tok-1');
  });

  it('fails as a refused sign-in when the answer has no csrfmiddlewaretoken', async () => {
    serveApi({ 'POST /api/login': json({}) });
    const error: unknown = await login({ email: 'ana@example.com', password: 'secret' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ response: expect.objectContaining({ status: 400 }) });
    expect(failureCodeOf(error)).toBe('bad_request');
  });

  it('stays signed out without storing anything when the answer has no csrfmiddlewaretoken', async () => {
    const api = serveApi({ 'POST /api/login': json({}), 'GET /api/user_info/': json(ana) });
    await login({ email: 'ana@example.com', password: 'secret' }).catch(() => undefined);
    expect(sessionStore.get().status).toBe('signedOut');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(api.requests()).toEqual(['POST /api/login']);
  });

  it('passes a 400 answer on to the caller', async () => {
    serveApi({ 'POST /api/login': json({ data: { errors: ['Please check your email and password'] } }, 400) });
    await expect(login({ email: 'ana@example.com', password: 'nope' })).rejects.toMatchObject({
      response: expect.objectContaining({ status: 400 }),
    });
  });
});

describe('restoreSession', () => {
  it('logs in with the stored token and signs the user in', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    const api = serveApi({ 'POST /api/login/token': json({ csrfmiddlewaretoken: 'tok-1', user: ana }) });
    await restoreSession();
    expect(sessionStore.get()).toEqual({ status: 'signedIn', user: ana });
    expect(api.requests()).toEqual(['POST /api/login/token']);
    expect(api.calls[0]?.body).toEqual({ token: 'tok-1' });
    expect(csrfHeaderOf(api, 0)).toBe('tok-1');
  });

  it('makes no call and stays signed out without a stored token', async () => {
    const api = serveApi({ 'POST /api/login/token': json({ csrfmiddlewaretoken: 'tok-1', user: ana }) });
    await restoreSession();
    expect(api.calls).toEqual([]);
    expect(sessionStore.get().status).toBe('signedOut');
  });

  it('signs out when the user has no email', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    serveApi({ 'POST /api/login/token': json({ csrfmiddlewaretoken: 'tok-1', user: { ...ana, email: '' } }) });
    await restoreSession();
    expect(sessionStore.get()).toEqual({ status: 'signedOut', user: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("reports 'Logged out.' when the user has no email", async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    serveApi({ 'POST /api/login/token': json({ csrfmiddlewaretoken: 'tok-1', user: { ...ana, email: '' } }) });
    const { events, stop } = signedOutEvents();
    await restoreSession();
    stop();
    expect(events).toEqual([{ type: 'signedOut', reason: 'Logged out.' }]);
  });

  it("asks again after a failure that can pass (1 s, 2 s, 4 s), then signs out and reports 'Logged out.'", async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    const api = serveApi({ 'POST /api/login/token': problem(500, 'internal') });
    const { events, stop } = signedOutEvents();
    await restoringWithTime();
    stop();
    expect(api.requests()).toEqual(Array.from({ length: RESTORE_RETRY_MS.length + 1 }, () => 'POST /api/login/token'));
    expect(sessionStore.get()).toEqual({ status: 'signedOut', user: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(events).toEqual([{ type: 'signedOut', reason: 'Logged out.' }]);
  });

  it('keeps the session when the server turns the call away for a moment (503) and then answers', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    let calls = 0;
    const api = serveApi({
      'POST /api/login/token': () => (++calls === 1 ? problem(503, 'unavailable') : json({ csrfmiddlewaretoken: 'tok-1', user: ana })),
    });
    const { events, stop } = signedOutEvents();
    await restoringWithTime();
    stop();
    expect(api.requests()).toEqual(['POST /api/login/token', 'POST /api/login/token']);
    expect(sessionStore.get()).toEqual({ status: 'signedIn', user: ana });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
    expect(events).toEqual([]);
  });

  it('does not ask again when the token is refused: a refusal says the same the next time', async () => {
    localStorage.setItem(TOKEN_KEY, 'expired');
    const api = serveApi({ 'POST /api/login/token': problem(403, 'forbidden') });
    await restoreSession();
    expect(api.requests()).toEqual(['POST /api/login/token']);
    expect(sessionStore.get().status).toBe('signedOut');
  });

  it("reports 'Logged out.' when the stored token is refused with a 401", async () => {
    localStorage.setItem(TOKEN_KEY, 'expired');
    serveApi({ 'POST /api/login/token': problem(401, 'unauthorized') });
    const { events, stop } = signedOutEvents();
    await restoreSession();
    stop();
    expect(sessionStore.get().status).toBe('signedOut');
    expect(events.map((e) => e.reason)).toContain('Logged out.');
  });

  it('signs out when the server cannot be reached, after asking again', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    const api = serveApi({ 'POST /api/login/token': unreachable });
    await restoringWithTime();
    expect(api.requests()).toHaveLength(RESTORE_RETRY_MS.length + 1);
    expect(sessionStore.get().status).toBe('signedOut');
  });
});

describe('signup', () => {
  const form = { businessName: 'Paws & Suds', firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', password: 'long-enough-1' };

  it('creates the account, stores the token and signs in', async () => {
    const api = serveApi({ 'POST /api/signup': json({ csrfmiddlewaretoken: 'tok-new' }, 201), 'GET /api/user_info/': json(ana) });
    await signup(form);
    expect(api.requests()).toEqual(['POST /api/signup', 'GET /api/user_info/']);
    expect(api.calls[0]?.body).toEqual(form);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-new');
    expect(sessionStore.get()).toEqual({ status: 'signedIn', user: ana });
  });

  it("passes the server's refusal on and stays signed out", async () => {
    serveApi({ 'POST /api/signup': json({ data: { errors: ['An account with this email already exists. Sign in instead.'] } }, 409) });
    await expect(signup(form)).rejects.toMatchObject({ response: expect.objectContaining({ status: 409 }) });
    expect(sessionStore.get().status).toBe('signedOut');
  });
});

describe('logout', () => {
  beforeEach(() => {
    sessionStore.signIn(ana, 'tok-1');
  });

  it('clears the session and the stored token', async () => {
    serveApi({ 'POST /api/logout': noContent() });
    await logout();
    expect(sessionStore.get()).toEqual({ status: 'signedOut', user: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('emits one signedOut event without a reason', async () => {
    serveApi({ 'POST /api/logout': noContent() });
    const { events, stop } = signedOutEvents();
    await logout();
    stop();
    expect(events).toEqual([{ type: 'signedOut' }]);
  });

  it('keeps the session and throws when the server cannot be reached', async () => {
    serveApi({ 'POST /api/logout': unreachable });
    await expect(logout()).rejects.toThrow();
    expect(sessionStore.get().status).toBe('signedIn');
  });
});
