import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NamedUser } from '../db/names';
import type { SessionMode } from '../db/schema';

// A session as requests carry it: its cookies, its tokens and who is behind it. The auth module keeps
// the sessions (modules/auth/service.ts) and server.ts hands its lookup (FindSession) to this layer,
// which never imports a module.

export const SESSION_COOKIE = 'frontdesk_session';
export const CSRF_COOKIE = 'csrftoken';
/** spec §9: a token lives two days */
export const SESSION_TTL_MS = 2 * 24 * 60 * 60 * 1000;
/** the cookie a browser gets at a sign-in: its failures then count against it alone (OWASP device cookies) */
export const DEVICE_COOKIE = 'frontdesk_device';
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

export const newToken = () => randomBytes(32).toString('base64url');
/** a token as it is stored: its SHA-256 */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest();
/** a session's name where its token must not go: its row's key, hex (what its end is announced by: migration 0021) */
export const sessionKey = (token: string) => tokenHash(token).toString('hex');

export const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export type SignedIn = {
  user: NamedUser;
  session: { csrfToken: string; mode: SessionMode; expiresAt: Date };
};

/** The signed-in user behind a session cookie's token, or null (missing, unknown or expired). */
export type FindSession = (token: string | undefined) => Promise<SignedIn | null>;
