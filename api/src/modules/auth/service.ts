import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { SessionMode, User } from '../../db/schema';
import { orTaken } from '../../db/errors';
import { scopedTo, type Tenant } from '../../db/tenant';
import { ok, refuse, type Result } from '../../http/result';
import { DEVICE_TTL_MS, SESSION_TTL_MS, newToken, tokenHash, type SignedIn } from '../../http/session';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import {
  assetTypesOf,
  clearFailures,
  deleteSession,
  emailTaken,
  findCredentials,
  findSession,
  insertBusinessWithAdmin,
  insertSession,
  recentFailures,
  countSignpadExit,
  forgetAttempt,
  insertKnownDevice,
  knownDevice,
  purgeStale,
  recordAttempt,
  registerName,
  setSessionExpiry,
  setSessionMode,
} from './repo';
import type { SignupBody, UserInfo } from './schemas';

export const LOGIN_FAILED = 'Please check your email and password';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Try again in a few minutes.';

/** a session renewed every day still ends this long after its sign-in: a stolen cookie does not live forever */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** per account: past this many failed sign-ins within the window, a sign-in is refused (account_locked) until it passes */
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** wrong exit passwords that end a signpad session (a customer holds the screen) */
export const SIGNPAD_EXIT_LIMIT = 5;

/** a cookie's token worth hashing and looking up: ours are 43 characters, anything far longer is not one */
const isPlausibleToken = (token: string | undefined): token is string => !!token && token.length <= 200;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A new session's tokens: the cookie's, and the CSRF token its unsafe calls send. */
export type Session = { token: string; csrfToken: string };

/** A sign-in's session, and the browser's device cookie from now on. */
export type LoginSession = Session & { deviceToken: string };

/** A sign-up's account as stored: its business to be (the id its unit of work is bound to) and its admin. */
export type NewAccount = { businessId: string; businessName: string; email: string; passwordHash: string; firstName: string; lastName: string };

/** The sign-in calls' refusal of a wrong email or password: bad_request, the spec's answer to a failed sign-in (its list carries no code). */
export const wrongCredentials = () => refuse('bad_request', LOGIN_FAILED);

/** A sign-up's email that has an account already. */
/** An account that may not hand its screen to a customer (signpad mode); undefined when it may. */
export const signpadRefusal = (user: Pick<User, 'can_switch_to_signpad'>) =>
  user.can_switch_to_signpad ? undefined : refuse('forbidden', 'This account cannot switch to signpad mode');

export const accountExists = () => refuse('conflict', 'An account with this email already exists. Sign in instead.');

/**
 * A new business with its first register and its admin, in the sign-up's unit of work (bound to the
 * account's business): the admin's id. The check answers the usual case; the unique index answers
 * two sign-ups racing on one email.
 */
export async function createAccount(tenant: Tenant, account: NewAccount): Promise<Result<string>> {
  if (await emailTaken(tenant.db, account.email)) return accountExists();
  const admin = await orTaken(tenant, () => insertBusinessWithAdmin(tenant, account));
  return admin === 'taken' ? accountExists() : ok(admin);
}

/** Accounts and sessions (the SQL is in repo.ts). Sessions are random 256-bit tokens stored as sha-256. */
export function createAuthService(db: Db, now: () => Date = () => new Date()) {
  async function openSession(userId: string): Promise<Session> {
    const token = newToken();
    const csrfToken = newToken();
    const at = now();
    await insertSession(db, { tokenHash: tokenHash(token), userId, csrfToken, createdAt: at, expiresAt: new Date(at.getTime() + SESSION_TTL_MS) });
    return { token, csrfToken };
  }

  return {
    openSession,

    /**
     * Checks a password under the account's lock. A browser whose device cookie names this account
     * has a lock of its own: a stranger's five wrong passwords do not keep the owner out.
     */
    async login(emailInput: string, password: string, deviceToken?: string): Promise<Result<LoginSession>> {
      const email = normalizeEmail(emailInput);
      const at = now();
      const since = new Date(at.getTime() - ACCOUNT_FAILURE_WINDOW_MS);
      await purgeStale(db, since, at);
      const device = isPlausibleToken(deviceToken) ? await knownDevice(db, tokenHash(deviceToken), email, at) : null;
      // The attempt counts before its password is checked, so concurrent guesses count each other:
      // the last of any LIMIT + 1 to count sees them all, so at most LIMIT are ever checked.
      const attempt = await recordAttempt(db, email, device, at);
      const failures = await recentFailures(db, email, device, since);
      if (failures.count > ACCOUNT_FAILURE_LIMIT) {
        // a refused attempt is taken back: the lock lifts when the window has passed, whatever is tried meanwhile
        await forgetAttempt(db, attempt);
        const oldest = failures.oldest ? new Date(failures.oldest).getTime() : at.getTime();
        const retryAfterSeconds = Math.max(1, Math.ceil((oldest + ACCOUNT_FAILURE_WINDOW_MS - at.getTime()) / 1000));
        return refuse('account_locked', TOO_MANY_ATTEMPTS, { retryAfterSeconds });
      }
      const user = await findCredentials(db, email);
      const valid = await verifyPassword(user?.password_hash ?? (await decoyHash()), password);
      if (!user || !valid) return wrongCredentials();
      await clearFailures(db, email, device);
      const nextDevice = device && deviceToken ? deviceToken : newToken();
      if (!device) await insertKnownDevice(db, { tokenHash: tokenHash(nextDevice), email, createdAt: at, expiresAt: new Date(at.getTime() + DEVICE_TTL_MS) });
      return ok({ ...(await openSession(user.id)), deviceToken: nextDevice });
    },

    /** The signed-in user behind a session cookie, or null (missing, unknown or expired): the HTTP layer's FindSession (http/session.ts). */
    async find(token: string | undefined): Promise<SignedIn | null> {
      if (!isPlausibleToken(token)) return null;
      const row = await findSession(db, tokenHash(token));
      if (!row) return null;
      if (new Date(row.expires_at).getTime() <= now().getTime()) {
        await deleteSession(db, tokenHash(token));
        return null;
      }
      const { csrf_token, mode, expires_at, ...user } = row;
      return { user, session: { csrfToken: csrf_token, mode, expiresAt: new Date(expires_at) } };
    },

    /** Login with token (session restore): a live session whose CSRF token is the stored one gets a new expiry. */
    async renew(token: string): Promise<void> {
      await setSessionExpiry(db, tokenHash(token), new Date(now().getTime() + SESSION_TTL_MS), SESSION_MAX_AGE_MS);
    },

    async setMode(token: string, mode: SessionMode): Promise<void> {
      await setSessionMode(db, tokenHash(token), mode);
    },

    /** The screen handed to a customer (POST /profile/switch_to_signpad, a form handed over): signpad mode, for an account that may (403 forbidden). */
    async switchToSignpad(token: string, user: Pick<User, 'can_switch_to_signpad'>): Promise<Result<{ mode: 'signpad' }>> {
      const refused = signpadRefusal(user);
      if (refused) return refused;
      await setSessionMode(db, tokenHash(token), 'signpad');
      return ok({ mode: 'signpad' });
    },

    /**
     * The way out of signpad mode: the staff member's password. The attempt counts before the check
     * (concurrent guesses count each other), and the SIGNPAD_EXIT_LIMIT-th wrong one ends the session:
     * a staff member signs in again, under the account's lock.
     */
    async exitSignpad(token: string, user: User, password: string): Promise<Result<{ mode: 'staff' }>> {
      const ended = () => refuse('session_expired', 'Too many wrong passwords: the session has ended, sign in again');
      const attempts = await countSignpadExit(db, tokenHash(token));
      // 0: the session ended while this request was on its way (a concurrent guess ended it);
      // past the limit, concurrent guesses are not checked at all
      if (attempts === 0) return ended();
      if (attempts <= SIGNPAD_EXIT_LIMIT && (await verifyPassword(user.password_hash, password))) {
        await setSessionMode(db, tokenHash(token), 'staff');
        return ok({ mode: 'staff' });
      }
      if (attempts < SIGNPAD_EXIT_LIMIT) return refuse('login_failed', LOGIN_FAILED);
      await deleteSession(db, tokenHash(token));
      return ended();
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await deleteSession(db, tokenHash(token));
    },

    /** A sign-up's account as it is stored, its password hashed (before its unit of work: hashing takes a while). */
    async newAccount(body: SignupBody): Promise<NewAccount> {
      return {
        businessId: randomUUID(),
        businessName: body.businessName.trim(),
        email: normalizeEmail(body.email),
        passwordHash: await hashPassword(body.password),
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
      };
    },

    /** The account user of spec §3 with its settings (asset types, register). */
    async userInfo({ user, session }: SignedIn): Promise<UserInfo> {
      const tenant = scopedTo(db, user.business_id);
      const [assetTypes, register] = await Promise.all([assetTypesOf(tenant), user.register_id ? registerName(tenant, user.register_id) : undefined]);
      return {
        id: user.id,
        avatar: user.avatar,
        bio: user.bio,
        firstName: user.first_name,
        lastName: user.last_name,
        email: user.email,
        phone: user.phone,
        role: user.role,
        can_switch_to_signpad: user.can_switch_to_signpad,
        mode: session.mode,
        settings: {
          asset_types: Object.fromEntries(assetTypes.map((t) => [t.id, t])),
          register: register ?? '',
        },
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
