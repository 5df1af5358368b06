import { aUser } from '../testing/fixtures';
import { bus } from '../bus/bus';
import type { BusEventOf } from '../bus/events';
import { login, logout, restoreSession, signup } from './auth';
import { sessionStore, TOKEN_KEY } from './sessionStore';

const ana = aUser();

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The bodies sent, in order, read as text when each request was made. */
let sentBodies: string[] = [];

/** Answers by "METHOD /path"; anything else is a 404. */
function serve(routes: Record<string, () => Response>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    sentBodies.push(await request.clone().text());
    const key = `${request.method} ${new URL(request.url).pathname}`;
    return routes[key]?.() ?? answer({ detail: 'not found' }, 404);
  });
}
const calls = (spy: jest.SpiedFunction<typeof fetch>) =>
  spy.mock.calls.map(([input]) => `${(input as Request).method} ${new URL((input as Request).url).pathname}`);

function signedOutEvents() {
  const events: BusEventOf<'signedOut'>[] = [];
  const sub = bus.on('signedOut').subscribe((e) => events.push(e));
  return { events, stop: () => sub.unsubscribe() };
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.signOut();
  sentBodies = [];
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('login', () => {
  it('stores the token the answer carries', async () => {
    serve({
      'POST /api/login': () => answer({ csrfmiddlewaretoken: 'tok-1' }),
      'GET /api/user_info/': () => answer(ana),
    });
    await login({ email: 'ana@example.com', password: 'secret' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
  });

  it('signs the user in', async () => {
    serve({
      'POST /api/login': () => answer({ csrfmiddlewaretoken: 'tok-1' }),
      'GET /api/user_info/': () => answer(ana),
    });
    await login({ email: 'ana@example.com', password: 'secret' });
    expect(sessionStore.get()).toEqual({ status: 'signedIn', user: ana });
  });

  it('sends the email and password as JSON', async () => {
    serve({
      'POST /api/login': () => answer({ csrfmiddlewaretoken: 'tok-1' }),
      'GET /api/user_info/': () => answer(ana),
    });
    await login({ email: 'ana@example.com', password: 'secret' });
    expect(JSON.parse(sentBodies[0] ?? '')).toEqual({ email: 'ana@example.com', password: 'secret' });
  });

  it('loads the user with the new token as X-CSRFToken', async () => {
    const spy = serve({
      'POST /api/login': () => answer({ csrfmiddlewaretoken: 'tok-1' }),
      'GET /api/user_info/': () => answer(ana),
    });
    await login({ email: 'ana@example.com', password: 'secret' });
    expect((spy.mock.calls[1]?.[0] as Request).headers.get('X-CSRFToken')).toBe('tok-1');
  });

  it('loads the user with the new token even when an older csrftoken cookie is set', async () => {
    document.cookie = 'csrftoken=older-cookie-token; path=/';
    const spy = serve({
      'POST /api/login': () => answer({ csrfmiddlewaretoken: 'tok-1' }),
      'GET /api/user_info/': () => answer(ana),
    });
    await login({ email: 'ana@example.com', password: 'secret' }).finally(() => {
      document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    });
    expect((spy.mock.calls[1]?.[0] as Request).headers.get('X-CSRFToken')).toBe('tok-1');
  });

  it('fails when the answer has no csrfmiddlewaretoken', async () => {
    serve({ 'POST /api/login': () => answer({}) });
    await expect(login({ email: 'ana@example.com', password: 'secret' })).rejects.toThrow(
      'Please check your email and password',
    );
  });

  it('stays signed out without storing anything when the answer has no csrfmiddlewaretoken', async () => {
    const spy = serve({ 'POST /api/login': () => answer({}), 'GET /api/user_info/': () => answer(ana) });
    await login({ email: 'ana@example.com', password: 'secret' }).catch(() => undefined);
    expect(sessionStore.get().status).toBe('signedOut');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(calls(spy)).toEqual(['POST /api/login']);
  });

  it('passes a 400 answer on to the caller', async () => {
    serve({ 'POST /api/login': () => answer({ data: { errors: ['Please check your email and password'] } }, 400) });
    await expect(login({ email: 'ana@example.com', password: 'nope' })).rejects.toMatchObject({
      response: expect.objectContaining({ status: 400 }),
    });
  });
});

describe('restoreSession', () => {
  it('logs in with the stored token and signs the user in', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    const spy = serve({ 'POST /api/login/token': () => answer({ csrfmiddlewaretoken: 'tok-1', user: ana }) });
    await restoreSession();
    expect(sessionStore.get()).toEqual({ status: 'signedIn', user: ana });
    expect(calls(spy)).toEqual(['POST /api/login/token']);
    expect(JSON.parse(sentBodies[0] ?? '')).toEqual({ token: 'tok-1' });
    expect((spy.mock.calls[0]?.[0] as Request).headers.get('X-CSRFToken')).toBe('tok-1');
  });

  it('makes no call and stays signed out without a stored token', async () => {
    const spy = serve({ 'POST /api/login/token': () => answer({ csrfmiddlewaretoken: 'tok-1', user: ana }) });
    await restoreSession();
    expect(spy).not.toHaveBeenCalled();
    expect(sessionStore.get().status).toBe('signedOut');
  });

  it('signs out when the user has no email', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    serve({ 'POST /api/login/token': () => answer({ csrfmiddlewaretoken: 'tok-1', user: { ...ana, email: '' } }) });
    await restoreSession();
    expect(sessionStore.get()).toEqual({ status: 'signedOut', user: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("reports 'Logged out.' when the user has no email", async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    serve({ 'POST /api/login/token': () => answer({ csrfmiddlewaretoken: 'tok-1', user: { ...ana, email: '' } }) });
    const { events, stop } = signedOutEvents();
    await restoreSession();
    stop();
    expect(events).toEqual([{ type: 'signedOut', reason: 'Logged out.' }]);
  });

  it('signs out when the call fails', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    serve({ 'POST /api/login/token': () => answer({}, 500) });
    await restoreSession();
    expect(sessionStore.get()).toEqual({ status: 'signedOut', user: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("reports 'Logged out.' when the call fails", async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    serve({ 'POST /api/login/token': () => answer({}, 500) });
    const { events, stop } = signedOutEvents();
    await restoreSession();
    stop();
    expect(events).toEqual([{ type: 'signedOut', reason: 'Logged out.' }]);
  });

  it("reports 'Logged out.' when the stored token is refused with a 401", async () => {
    localStorage.setItem(TOKEN_KEY, 'expired');
    serve({ 'POST /api/login/token': () => answer({ detail: 'Invalid authorization token' }, 401) });
    const { events, stop } = signedOutEvents();
    await restoreSession();
    stop();
    expect(sessionStore.get().status).toBe('signedOut');
    expect(events.map((e) => e.reason)).toContain('Logged out.');
  });

  it('signs out when the server cannot be reached', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await restoreSession();
    expect(sessionStore.get().status).toBe('signedOut');
  });
});

describe('signup', () => {
  const form = { businessName: 'Paws & Suds', firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', password: 'long-enough-1' };

  it('creates the account, stores the token and signs in', async () => {
    const spy = serve({
      'POST /api/signup': () => answer({ csrfmiddlewaretoken: 'tok-new' }, 201),
      'GET /api/user_info/': () => answer(ana),
    });
    await signup(form);
    expect(calls(spy)).toEqual(['POST /api/signup', 'GET /api/user_info/']);
    expect(JSON.parse(sentBodies[0] ?? '')).toEqual(form);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-new');
    expect(sessionStore.get()).toEqual({ status: 'signedIn', user: ana });
  });

  it('passes the server\'s refusal on and stays signed out', async () => {
    serve({ 'POST /api/signup': () => answer({ data: { errors: ['An account with this email already exists. Sign in instead.'] } }, 409) });
    await expect(signup(form)).rejects.toMatchObject({ response: expect.objectContaining({ status: 409 }) });
    expect(sessionStore.get().status).toBe('signedOut');
  });
});

describe('logout', () => {
  beforeEach(() => {
    sessionStore.signIn(ana, 'tok-1');
  });

  it('clears the session and the stored token', async () => {
    serve({ 'POST /api/logout': () => answer({}) });
    await logout();
    expect(sessionStore.get()).toEqual({ status: 'signedOut', user: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('emits one signedOut event without a reason', async () => {
    serve({ 'POST /api/logout': () => answer({}) });
    const { events, stop } = signedOutEvents();
    await logout();
    stop();
    expect(events).toEqual([{ type: 'signedOut' }]);
  });

  it('keeps the session and throws when the server cannot be reached', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(logout()).rejects.toThrow();
    expect(sessionStore.get().status).toBe('signedIn');
  });
});
