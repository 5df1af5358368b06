import type { UserInfo } from '../types/api';
import { bus } from '../bus/bus';
import type { BusEventOf } from '../bus/events';
import { sessionStore, TOKEN_KEY } from '../session/sessionStore';
import { api } from './client';
import { csrfToken } from './csrf';

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: jest.SpiedFunction<typeof fetch>;
const sentRequest = (): Request => fetchMock.mock.calls[0]?.[0] as Request;

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

const user = { email: 'ana@example.com', settings: { asset_types: {}, register: '' } } as unknown as UserInfo;

beforeEach(() => {
  localStorage.clear();
  clearCookies();
  sessionStore.signOut();
  fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({ ok: true }));
});

afterEach(() => {
  fetchMock.mockRestore();
});

describe('api client: what every request carries', () => {
  it('sends credentials with every request', async () => {
    await api.get('api/user_info').json();
    expect(sentRequest().credentials).toBe('include');
  });

  it('marks every request as ajax with X-Requested-With: XMLHttpRequest', async () => {
    await api.post('api/login', { json: {} }).json();
    expect(sentRequest().headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('sends the stored token as X-CSRFToken', async () => {
    localStorage.setItem(TOKEN_KEY, 'stored-token');
    await api.get('api/user_info').json();
    expect(sentRequest().headers.get('X-CSRFToken')).toBe('stored-token');
  });

  it('prefers the stored token over the csrftoken cookie', async () => {
    localStorage.setItem(TOKEN_KEY, 'stored-token');
    document.cookie = 'csrftoken=cookie-token; path=/';
    await api.get('api/user_info').json();
    expect(sentRequest().headers.get('X-CSRFToken')).toBe('stored-token');
  });

  it('sends the csrftoken cookie as X-CSRFToken when no token is stored', async () => {
    document.cookie = 'csrftoken=cookie-token; path=/';
    await api.get('api/user_info').json();
    expect(sentRequest().headers.get('X-CSRFToken')).toBe('cookie-token');
  });

  it('sends a __csrf_cookie* cookie as X-CSRFToken when there is no token and no csrftoken cookie', async () => {
    document.cookie = '__csrf_cookie_frontdesk=prefixed-token; path=/';
    await api.get('api/user_info').json();
    expect(sentRequest().headers.get('X-CSRFToken')).toBe('prefixed-token');
  });

  it('prefers the csrftoken cookie over a __csrf_cookie* cookie', async () => {
    document.cookie = '__csrf_cookie_frontdesk=prefixed-token; path=/';
    document.cookie = 'csrftoken=cookie-token; path=/';
    await api.get('api/user_info').json();
    expect(sentRequest().headers.get('X-CSRFToken')).toBe('cookie-token');
  });

  it('keeps an X-CSRFToken the caller set itself', async () => {
    localStorage.setItem(TOKEN_KEY, 'stored-token');
    await api.get('api/user_info/', { headers: { 'X-CSRFToken': 'fresh-token' } }).json();
    expect(sentRequest().headers.get('X-CSRFToken')).toBe('fresh-token');
  });

  it('sends no X-CSRFToken when there is neither a token nor a cookie', async () => {
    await api.get('api/user_info').json();
    expect(sentRequest().headers.has('X-CSRFToken')).toBe(false);
  });

  it('resolves paths against the origin root, not the current page', async () => {
    window.history.pushState({}, '', '/app/checkout/12');
    await api.get('api/user_info').json();
    window.history.pushState({}, '', '/');
    expect(new URL(sentRequest().url).pathname).toBe('/api/user_info');
  });
});

describe('api client: a 401 answer', () => {
  beforeEach(() => {
    sessionStore.signIn(user, 'session-token');
    fetchMock.mockImplementation(async () => answer({ detail: 'Authorization token missing' }, 401));
  });

  it('clears the session', async () => {
    await expect(api.get('api/user_info').json()).rejects.toThrow();
    expect(sessionStore.get()).toEqual({ status: 'signedOut', user: null });
  });

  it('removes the stored token', async () => {
    await expect(api.get('api/user_info').json()).rejects.toThrow();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('emits a signedOut bus event', async () => {
    const events: BusEventOf<'signedOut'>[] = [];
    const sub = bus.on('signedOut').subscribe((e) => events.push(e));
    await expect(api.get('api/user_info').json()).rejects.toThrow();
    sub.unsubscribe();
    expect(events).toHaveLength(1);
  });

  it('leaves the session alone on other failures', async () => {
    fetchMock.mockImplementation(async () => answer({}, 500));
    await expect(api.get('api/user_info').json()).rejects.toThrow();
    expect(sessionStore.get().status).toBe('signedIn');
  });
});

describe('csrfToken', () => {
  it('reads the csrftoken cookie among others and decodes it', () => {
    expect(csrfToken('a=1; csrftoken=x%2By; b=2')).toBe('x+y');
  });

  it('does not take a cookie that merely contains the name csrftoken', () => {
    expect(csrfToken('mycsrftoken=nope')).toBeNull();
  });
});
