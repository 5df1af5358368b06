import { randomBytes, timingSafeEqual } from 'node:crypto';
import { DEMO_EMAIL, DEMO_PASSWORD, demoUser } from './demoUsers';
import type { UserInfo } from './schemas';

export const SESSION_COOKIE = 'frontdesk_session';
export const CSRF_COOKIE = 'csrftoken';
export const SESSION_TTL_MS = 2 * 24 * 60 * 60 * 1000; // spec §9: 2 days

type Session = { userId: string; csrf: string; expires: number; signpad: boolean };

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Sessions held in memory: one process, until the database-backed module replaces it. */
export function createAuthService(now: () => number = Date.now) {
  const sessions = new Map<string, Session>();
  const users = new Map<string, UserInfo>([[demoUser.id, demoUser]]);

  return {
    /** Checks the credential pair; a new session and its CSRF token on success. */
    login(email: string, password: string) {
      if (!sameText(email.trim().toLowerCase(), DEMO_EMAIL) || !sameText(password, DEMO_PASSWORD)) return null;
      const id = randomBytes(32).toString('base64url');
      const csrf = randomBytes(32).toString('base64url');
      sessions.set(id, { userId: demoUser.id, csrf, expires: now() + SESSION_TTL_MS, signpad: false });
      return { id, csrf };
    },
    find(id: string | undefined) {
      if (!id) return null;
      const session = sessions.get(id);
      if (!session) return null;
      if (session.expires <= now()) {
        sessions.delete(id);
        return null;
      }
      const user = users.get(session.userId);
      return user ? { session, user } : null;
    },
    csrfMatches(id: string | undefined, token: string | undefined) {
      const found = this.find(id);
      return Boolean(found && token && sameText(found.session.csrf, token));
    },
    switchToSignpad(id: string) {
      const found = sessions.get(id);
      if (found) found.signpad = true;
    },
    logout(id: string | undefined) {
      if (id) sessions.delete(id);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
