import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { SessionMode, User } from '../../db/schema';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import type { SignupBody, UserInfo } from './schemas';

export const SESSION_COOKIE = 'frontdesk_session';
export const CSRF_COOKIE = 'csrftoken';
/** spec §9: a token lives two days */
export const SESSION_TTL_MS = 2 * 24 * 60 * 60 * 1000;
/** per account: this many failed sign-ins within the window answer 429 until it passes */
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const newToken = () => randomBytes(32).toString('base64url');
const tokenHash = (token: string) => createHash('sha256').update(token).digest();

export const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export type SignedIn = {
  user: User;
  session: { csrfToken: string; mode: SessionMode; expiresAt: Date };
};

export type LoginResult =
  | { ok: true; token: string; csrfToken: string }
  | { ok: false; reason: 'wrong-credentials' | 'too-many-failures'; retryAfterSeconds?: number };

/** Accounts and sessions, in the database. Sessions are random 256-bit tokens stored as sha-256. */
export function createAuthService(db: Db, now: () => Date = () => new Date()) {
  async function openSession(userId: string) {
    const token = newToken();
    const csrfToken = newToken();
    await db
      .insertInto('sessions')
      .values({ token_hash: tokenHash(token), user_id: userId, csrf_token: csrfToken, expires_at: new Date(now().getTime() + SESSION_TTL_MS) })
      .execute();
    return { token, csrfToken };
  }

  return {
    async login(emailInput: string, password: string): Promise<LoginResult> {
      const email = normalizeEmail(emailInput);
      const since = new Date(now().getTime() - ACCOUNT_FAILURE_WINDOW_MS);
      const failures = await db
        .selectFrom('login_failures')
        .select([sql<number>`count(*)::int`.as('count'), sql<Date | null>`min(failed_at)`.as('oldest')])
        .where('email', '=', email)
        .where('failed_at', '>', since)
        .executeTakeFirstOrThrow();
      if (failures.count >= ACCOUNT_FAILURE_LIMIT) {
        const oldest = failures.oldest ? new Date(failures.oldest).getTime() : now().getTime();
        const retryAfterSeconds = Math.max(1, Math.ceil((oldest + ACCOUNT_FAILURE_WINDOW_MS - now().getTime()) / 1000));
        return { ok: false, reason: 'too-many-failures', retryAfterSeconds };
      }
      const user = await db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst();
      const valid = await verifyPassword(user?.password_hash ?? (await decoyHash()), password);
      if (!user || !valid) {
        await db.insertInto('login_failures').values({ email, failed_at: now() }).execute();
        return { ok: false, reason: 'wrong-credentials' };
      }
      await db.deleteFrom('login_failures').where('email', '=', email).execute();
      return { ok: true, ...(await openSession(user.id)) };
    },

    /** The signed-in user behind a session cookie, or null (missing, unknown or expired). */
    async find(token: string | undefined): Promise<SignedIn | null> {
      if (!token || token.length > 200) return null;
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select(['sessions.csrf_token', 'sessions.mode', 'sessions.expires_at'])
        .where('sessions.token_hash', '=', tokenHash(token))
        .executeTakeFirst();
      if (!row) return null;
      if (new Date(row.expires_at).getTime() <= now().getTime()) {
        await db.deleteFrom('sessions').where('token_hash', '=', tokenHash(token)).execute();
        return null;
      }
      const { csrf_token, mode, expires_at, ...user } = row;
      return { user, session: { csrfToken: csrf_token, mode, expiresAt: new Date(expires_at) } };
    },

    /** Login with token (session restore): a live session whose CSRF token is the stored one gets a new expiry. */
    async renew(token: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ expires_at: new Date(now().getTime() + SESSION_TTL_MS) })
        .where('token_hash', '=', tokenHash(token))
        .execute();
    },

    async setMode(token: string, mode: SessionMode): Promise<void> {
      await db.updateTable('sessions').set({ mode }).where('token_hash', '=', tokenHash(token)).execute();
    },

    verifyPassword: async (user: User, password: string) => verifyPassword(user.password_hash, password),

    async logout(token: string | undefined): Promise<void> {
      if (token) await db.deleteFrom('sessions').where('token_hash', '=', tokenHash(token)).execute();
    },

    /** A new business with its admin and a first register, signed in. Null when the email is taken. */
    async signup(body: SignupBody): Promise<{ token: string; csrfToken: string } | null> {
      const email = normalizeEmail(body.email);
      const passwordHash = await hashPassword(body.password);
      const userId = await db.transaction().execute(async (trx) => {
        const taken = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
        if (taken) return null;
        const business = await trx.insertInto('businesses').values({ name: body.businessName.trim() }).returning('id').executeTakeFirstOrThrow();
        const register = await trx
          .insertInto('registers')
          .values({ business_id: business.id, name: 'Front Desk' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const user = await trx
          .insertInto('users')
          .values({
            business_id: business.id,
            email,
            password_hash: passwordHash,
            first_name: body.firstName.trim(),
            last_name: body.lastName.trim(),
            role: 'admin',
            can_switch_to_signpad: true,
            register_id: register.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return user.id;
      });
      return userId ? openSession(userId) : null;
    },

    /** The account user of spec §3 with its settings (asset types, register). */
    async userInfo({ user, session }: SignedIn): Promise<UserInfo> {
      const [assetTypes, register] = await Promise.all([
        db
          .selectFrom('asset_types')
          .select(['id', 'type_name', 'bookable'])
          .where('business_id', '=', user.business_id)
          .orderBy('type_name')
          .execute(),
        user.register_id
          ? db.selectFrom('registers').select('name').where('id', '=', user.register_id).where('business_id', '=', user.business_id).executeTakeFirst()
          : undefined,
      ]);
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
          register: register?.name ?? '',
        },
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
