import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AccountTokensTable, UserStatus } from '../../db/schema';
import type { Tenant } from '../../db/tenant';

// The business's logins and their mailed links. Links are found by their token's hash before there
// is a business to scope to (a public page), so that lookup takes the database; everything after it
// goes through the tenant of the link's business.

export type TokenPurpose = AccountTokensTable['purpose'];

const loginColumns = ['users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.role', 'users.status', 'users.owner'] as const;

/** The logins of the business (owner first, then by name), each with its team member and its live invitation's end. */
export async function listLogins(tenant: Tenant, now: Date, ids?: string[]) {
  let query = tenant
    .selectFrom('users')
    .leftJoin('staff_members', (join) => join.onRef('staff_members.user_id', '=', 'users.id').on('staff_members.business_id', '=', tenant.businessId))
    .select(loginColumns)
    .select('staff_members.id as staff_id')
    .select(
      sql<Date | null>`(SELECT max(t.expires_at) FROM account_tokens t WHERE t.user_id = users.id AND t.purpose = 'invitation' AND t.expires_at > ${now})`.as(
        'invitation_expires_at',
      ),
    );
  if (ids) query = query.where('users.id', 'in', ids);
  return query
    .orderBy('users.owner', 'desc')
    .orderBy(sql`lower(users.first_name || ' ' || users.last_name)`)
    .orderBy('users.id')
    .execute();
}
export type LoginRow = Awaited<ReturnType<typeof listLogins>>[number];

/** A login of the business, for the rules (null: not the business's). */
export async function findLogin(tenant: Tenant, userId: string) {
  return (
    (await tenant
      .selectFrom('users')
      .select(['id', 'email', 'role', 'status', 'owner', 'password_hash'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst()) ?? null
  );
}

/** Active admins of the business other than one. */
export async function otherActiveAdmins(tenant: Tenant, userId: string): Promise<number> {
  const row = await tenant
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .where('id', '<>', userId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** A person invited: a login without a password yet; its id. */
export async function insertInvitedUser(tenant: Tenant, user: { email: string; firstName: string; lastName: string; role: 'admin' | 'staff' }) {
  const row = await tenant
    .insertInto('users', [
      { email: user.email, password_hash: '', first_name: user.firstName, last_name: user.lastName, role: user.role, status: 'invited', register_id: null },
    ])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLogin(tenant: Tenant, userId: string, values: { role?: 'admin' | 'staff'; status?: UserStatus }) {
  await tenant.updateTable('users').set(values).where('id', '=', userId).execute();
}

/** Ends every session of a login at once (its streams end with them: migration 0021). */
export async function deleteSessionsOf(tenant: Tenant, userId: string, except?: Buffer) {
  // sessions belong to a user, not to a business: the caller found the user through the tenant
  let query = tenant.db.deleteFrom('sessions').where('user_id', '=', userId);
  if (except) query = query.where('token_hash', '<>', except);
  await query.execute();
}

/** Whether the email has a login anywhere (one account per email across the product). */
export async function emailInUse(db: Db, email: string) {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

/** The team member, when the business has them; and the login they already have. */
export async function staffMember(tenant: Tenant, staffId: string) {
  return tenant.selectFrom('staff_members').select(['id', 'user_id']).where('id', '=', staffId).executeTakeFirst();
}

export async function linkStaff(tenant: Tenant, staffId: string, userId: string) {
  await tenant.updateTable('staff_members').set({ user_id: userId }).where('id', '=', staffId).execute();
}

export async function insertToken(tenant: Tenant, token: { hash: Buffer; userId: string; purpose: TokenPurpose; createdAt: Date; expiresAt: Date }) {
  await tenant
    .insertInto('account_tokens', [
      { token_hash: token.hash, user_id: token.userId, purpose: token.purpose, created_at: token.createdAt, expires_at: token.expiresAt },
    ])
    .execute();
}

export async function deleteTokens(tenant: Tenant, userId: string, purpose?: TokenPurpose) {
  let query = tenant.deleteFrom('account_tokens').where('user_id', '=', userId);
  if (purpose) query = query.where('purpose', '=', purpose);
  await query.execute();
}

/** Reset links of a login asked for since a moment (used ones are gone): the per-account limit. */
export async function resetsSince(tenant: Tenant, userId: string, since: Date): Promise<number> {
  const row = await tenant
    .selectFrom('account_tokens')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', 'reset')
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Links nobody can use any more. */
export async function purgeExpiredTokens(db: Db, now: Date) {
  await db.deleteFrom('account_tokens').where('expires_at', '<=', now).execute();
}

/** A live link's login and business, by its token's hash (null: unknown, used or run out). */
export async function tokenLogin(db: Db, hash: Buffer, purpose: TokenPurpose, now: Date) {
  return (
    (await db
      .selectFrom('account_tokens')
      .innerJoin('users', 'users.id', 'account_tokens.user_id')
      .innerJoin('businesses', 'businesses.id', 'account_tokens.business_id')
      .select([
        'users.id as user_id',
        'users.business_id',
        'users.email',
        'users.first_name',
        'users.last_name',
        'users.status',
        'businesses.name as business_name',
      ])
      .where('account_tokens.token_hash', '=', hash)
      .where('account_tokens.purpose', '=', purpose)
      .where('account_tokens.expires_at', '>', now)
      .executeTakeFirst()) ?? null
  );
}

/**
 * Uses a link: deletes it, and answers its login, only if it was live. Two requests racing on one
 * link: the delete lets one of them have it.
 */
export async function takeToken(tenant: Tenant, hash: Buffer, purpose: TokenPurpose, now: Date): Promise<string | null> {
  const row = await tenant
    .deleteFrom('account_tokens')
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function setPassword(tenant: Tenant, userId: string, values: { passwordHash: string; status?: 'active'; firstName?: string; lastName?: string }) {
  await tenant
    .updateTable('users')
    .set({
      password_hash: values.passwordHash,
      ...(values.status ? { status: values.status } : {}),
      ...(values.firstName !== undefined ? { first_name: values.firstName } : {}),
      ...(values.lastName !== undefined ? { last_name: values.lastName } : {}),
    })
    .where('id', '=', userId)
    .execute();
}

/** An active login by its email, for a reset (null: none, or not active). */
export async function activeLoginByEmail(db: Db, email: string) {
  return (
    (await db.selectFrom('users').select(['id', 'business_id', 'email']).where('email', '=', email).where('status', '=', 'active').executeTakeFirst()) ?? null
  );
}

export async function updateProfile(tenant: Tenant, userId: string, values: { first_name?: string; last_name?: string; phone?: string; bio?: string }) {
  if (Object.keys(values).length === 0) return;
  await tenant.updateTable('users').set(values).where('id', '=', userId).execute();
}

/** A sign-in's failures of an email forgiven (a new password was set from a mailed link). */
export async function clearLoginFailures(db: Db, email: string) {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}
