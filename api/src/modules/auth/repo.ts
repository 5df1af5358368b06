import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { personName } from '../../db/names';
import type { SessionMode } from '../../db/schema';
import type { Tenant } from '../../db/tenant';

// Accounts and sessions: the only tables read before there is a business to scope to (sign-in
// finds the business), so these queries take the database, not a tenant; a new account's business
// is made through the tenant of its sign-up's unit of work.

/** the attempts of one browser: a known one's (its device cookie's hash), or every unknown one's (null) */
const fromDevice = (deviceHash: Buffer | null) => sql<boolean>`device_hash is not distinct from ${deviceHash}`;

/** Failed sign-ins of an account from one device (or all unknown ones) since a moment: how many, and the oldest (when the lock lifts). */
export async function recentFailures(db: Db, email: string, deviceHash: Buffer | null, since: Date) {
  return db
    .selectFrom('login_failures')
    .select([sql<number>`count(*)::int`.as('count'), sql<Date | null>`min(failed_at)`.as('oldest')])
    .where('email', '=', email)
    .where(fromDevice(deviceHash))
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
}

/** Records an attempt before its password is checked (a failure unless cleared); its id takes it back. */
export async function recordAttempt(db: Db, email: string, deviceHash: Buffer | null, at: Date): Promise<string> {
  const row = await db.insertInto('login_failures').values({ email, device_hash: deviceHash, failed_at: at }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A device cookie's hash when it names a browser that signed in to this account and has not expired. */
export async function knownDevice(db: Db, tokenHash: Buffer, email: string, now: Date): Promise<Buffer | null> {
  const row = await db
    .selectFrom('known_devices')
    .select('token_hash')
    .where('token_hash', '=', tokenHash)
    .where('email', '=', email)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.token_hash ?? null;
}

export async function insertKnownDevice(db: Db, device: { tokenHash: Buffer; email: string; createdAt: Date; expiresAt: Date }) {
  await db
    .insertInto('known_devices')
    .values({ token_hash: device.tokenHash, email: device.email, created_at: device.createdAt, expires_at: device.expiresAt })
    .execute();
}

export async function forgetAttempt(db: Db, id: string) {
  await db.deleteFrom('login_failures').where('id', '=', id).execute();
}

/** Attempts, sessions and device cookies nobody can use any more: failures past the lock's window, the expired. */
export async function purgeStale(db: Db, failuresBefore: Date, now: Date) {
  await db.deleteFrom('login_failures').where('failed_at', '<', failuresBefore).execute();
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  await db.deleteFrom('known_devices').where('expires_at', '<=', now).execute();
}

/** After a good password: the failures of that browser (or of the unknown ones) are forgiven, no others. */
export async function clearFailures(db: Db, email: string, deviceHash: Buffer | null) {
  await db.deleteFrom('login_failures').where('email', '=', email).where(fromDevice(deviceHash)).execute();
}

export async function findCredentials(db: Db, email: string) {
  // an invited login has no password yet, a deactivated one signs in no more
  return db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).where('status', '=', 'active').executeTakeFirst();
}

export async function insertSession(db: Db, session: { tokenHash: Buffer; userId: string; csrfToken: string; createdAt: Date; expiresAt: Date }) {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      csrf_token: session.csrfToken,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** A session with its user (named: db/names.ts), by the token's hash. */
export async function findSession(db: Db, tokenHash: Buffer) {
  return (
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select(personName('users').as('name'))
      .select(['sessions.csrf_token', 'sessions.mode', 'sessions.expires_at'])
      .where('sessions.token_hash', '=', tokenHash)
      // a deactivated login's sessions are deleted with it; this keeps one that raced the deletion out too
      .where('users.status', '=', 'active')
      .executeTakeFirst()
  );
}

export async function deleteSession(db: Db, tokenHash: Buffer) {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** A new expiry for a session, never past its absolute lifetime (maxAgeMs after it was opened). */
export async function setSessionExpiry(db: Db, tokenHash: Buffer, expiresAt: Date, maxAgeMs: number) {
  const cap = sql<Date>`created_at + (${maxAgeMs}::double precision * interval '1 millisecond')`;
  await db
    .updateTable('sessions')
    .set({ expires_at: sql<Date>`least(${expiresAt}::timestamptz, ${cap})` })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/**
 * A new mode for a session; its count of wrong exit passwords starts again. Back in staff mode, a
 * form handed to the customer and not signed waits no more (migration 0033).
 */
export async function setSessionMode(db: Db, tokenHash: Buffer, mode: SessionMode) {
  await db.updateTable('sessions').set({ mode, signpad_failures: 0 }).where('token_hash', '=', tokenHash).execute();
  if (mode === 'staff') await db.deleteFrom('form_requests').where('session_hash', '=', tokenHash).execute();
}

/** Counts an exit attempt of a signpad session before its password is checked: the attempts so far (0: no such session). */
export async function countSignpadExit(db: Db, tokenHash: Buffer): Promise<number> {
  const row = await db
    .updateTable('sessions')
    .set({ signpad_failures: sql<number>`signpad_failures + 1` })
    .where('token_hash', '=', tokenHash)
    .returning('signpad_failures')
    .executeTakeFirst();
  return row?.signpad_failures ?? 0;
}

/** Whether an account has this email (in any business). */
export async function emailTaken(db: Db, email: string) {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

/** The tenant's business, with its first register and its admin: the admin's id. */
export async function insertBusinessWithAdmin(
  tenant: Tenant,
  signup: { businessName: string; email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<string> {
  await tenant.db.insertInto('businesses').values({ id: tenant.businessId, name: signup.businessName }).execute();
  const register = await tenant
    .insertInto('registers', [{ name: 'Front Desk' }])
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await tenant
    .insertInto('users', [
      {
        email: signup.email,
        password_hash: signup.passwordHash,
        first_name: signup.firstName,
        last_name: signup.lastName,
        role: 'admin',
        owner: true,
        can_switch_to_signpad: true,
        register_id: register.id,
      },
    ])
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

export async function assetTypesOf(tenant: Tenant) {
  return tenant.selectFrom('asset_types').select(['id', 'type_name', 'bookable']).orderBy('type_name').execute();
}

export async function registerName(tenant: Tenant, registerId: string) {
  const row = await tenant.selectFrom('registers').select('name').where('id', '=', registerId).executeTakeFirst();
  return row?.name;
}
