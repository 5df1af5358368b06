import { storedToken } from '../session/sessionStore';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_COOKIE_PREFIX = '__csrf_cookie';
export const CSRF_HEADER = 'X-CSRFToken';

function readCookie(match: (name: string) => boolean, cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (match(name)) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** The CSRF token to send: the stored token first, else the csrftoken or __csrf_cookie* cookie. */
export function csrfToken(cookies: string = globalThis.document?.cookie ?? ''): string | null {
  return storedToken() ?? readCookie((n) => n === CSRF_COOKIE, cookies) ?? readCookie((n) => n.startsWith(CSRF_COOKIE_PREFIX), cookies);
}
