import type { Db } from '../../db/database';
import { orTaken } from '../../db/errors';
import { unitOfWork, type Tenant } from '../../db/tenant';
import { isEmailAddress, storedPhone } from '../../http/inputRules';
import { fieldError, isoDateTime } from '../../http/problem';
import { invalid, ok, refuse, type Result } from '../../http/result';
import { newToken, tokenHash } from '../../http/session';
import { wakeJobRunners } from '../../jobs/wake';
import { recordAudit, type Actor } from '../audit/repo';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { normalizeEmail } from '../auth/service';
import { queueMail } from '../mail/service';
import { invitationMessage, resetMessage } from './messages';
import {
  activeLoginByEmail,
  clearLoginFailures,
  deleteSessionsOf,
  deleteTokens,
  emailInUse,
  findLogin,
  insertInvitedUser,
  insertToken,
  linkStaff,
  listLogins,
  otherActiveAdmins,
  purgeExpiredTokens,
  resetsSince,
  setPassword,
  staffMember,
  takeToken,
  tokenLogin,
  updateLogin,
  updateProfile,
  type LoginRow,
  type TokenPurpose,
} from './repo';
import {
  MIN_PASSWORD_LENGTH,
  type AcceptInvitationBody,
  type AccountLinkInfo,
  type AccountLinkUsed,
  type InvitationInput,
  type PasswordChangeBody,
  type ProfilePatch,
  type ResetConfirmBody,
  type TeamLogin,
  type TeamLoginList,
  type TeamLoginPatch,
} from './schemas';

// The rules of a business's logins (docs/decisions/0043):
// - an admin invites a person by email with a role (and their team member); the link works once,
//   for INVITATION_DAYS; a new invitation replaces the last;
// - an admin changes a role or deactivates a login; its sessions are deleted in the same unit of
//   work, so the next request with one is refused. The owner is never deactivated nor demoted, no
//   admin deactivates themselves, and a business always keeps an active admin;
// - anyone asks for a reset link by email: the same answer whether the email has a login or not,
//   at most RESETS_PER_WINDOW links an account in RESET_WINDOW_MS (and the sign-in's per-address
//   limit on the route); the link works once, for RESET_MINUTES, and ends every session of the login.

const DAY_MS = 24 * 60 * 60 * 1000;
export const INVITATION_DAYS = 7;
export const RESET_MINUTES = 60;
export const RESETS_PER_WINDOW = 3;
export const RESET_WINDOW_MS = 15 * 60 * 1000;

/** the same refusal for a link that is unknown, used, run out or whose login was deactivated: it reveals nothing */
export const linkRefused = () => refuse('link_expired', 'This link has expired or was already used. Ask for a new one.');

const passwordRefused = () =>
  invalid({ password: fieldError('too_short', `Password must be at least ${MIN_PASSWORD_LENGTH} characters`, { limit: MIN_PASSWORD_LENGTH }) });

export function toTeamLogin(row: LoginRow): TeamLogin {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    status: row.status,
    owner: row.owner,
    staffId: row.staff_id,
    invitationExpiresAt: row.status === 'invited' && row.invitation_expires_at ? isoDateTime(row.invitation_expires_at) : null,
  };
}

export async function teamLogins(tenant: Tenant, now: Date): Promise<TeamLoginList> {
  return { items: (await listLogins(tenant, now)).map(toTeamLogin) };
}

async function loadLogin(tenant: Tenant, userId: string, now: Date): Promise<TeamLogin> {
  const [row] = await listLogins(tenant, now, [userId]);
  if (!row) throw new Error('loadLogin: the login vanished');
  return toTeamLogin(row);
}

/** Who acts and where the mailed links lead. */
export type TeamContext = { actor: Actor & { id: string; name: string }; origin: string; now: Date };

/** A new invitation link of a login, mailed (in the caller's unit of work); older ones stop working. */
async function mailInvitation(tenant: Tenant, ctx: TeamContext, userId: string, email: string) {
  const token = newToken();
  await deleteTokens(tenant, userId, 'invitation');
  await insertToken(tenant, {
    hash: tokenHash(token),
    userId,
    purpose: 'invitation',
    createdAt: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + INVITATION_DAYS * DAY_MS),
  });
  const business = await tenant.business();
  // the token goes after '#': browsers never send it to a server (logs, Referer)
  const url = `${ctx.origin}/accept-invitation#token=${token}`;
  return queueMail(tenant, {
    ...invitationMessage({ inviter: ctx.actor.name, businessName: business.name, url, days: INVITATION_DAYS }),
    to: email,
    attachments: [],
    createdBy: ctx.actor.id,
  });
}

/** POST /api/team/invitations: a login without a password, linked to its team member, and its invitation mailed. */
export async function invite(tenant: Tenant, ctx: TeamContext, input: InvitationInput): Promise<Result<TeamLogin>> {
  const email = normalizeEmail(input.email);
  if (!isEmailAddress(email)) return invalid({ email: fieldError('invalid_email', 'Enter a valid email address') });
  const taken = () => invalid({ email: fieldError('taken', 'This email already has a login') });
  if (await emailInUse(tenant.db, email)) return taken();
  if (input.staffId) {
    const member = await staffMember(tenant, input.staffId);
    if (!member) return invalid({ staffId: fieldError('not_found', 'No such team member') });
    if (member.user_id) return invalid({ staffId: fieldError('taken', 'This team member already has a login') });
  }
  const userId = await orTaken(tenant, () =>
    insertInvitedUser(tenant, { email, firstName: input.firstName.trim(), lastName: input.lastName?.trim() ?? '', role: input.role }),
  );
  if (userId === 'taken') return taken();
  if (input.staffId) await linkStaff(tenant, input.staffId, userId);
  const mailId = await mailInvitation(tenant, ctx, userId, email);
  await recordAudit(tenant, ctx.actor, 'team.invited', { userId, email, role: input.role, staffId: input.staffId ?? null, mailId });
  return ok(await loadLogin(tenant, userId, ctx.now));
}

/** POST /api/team/{userId}/invitation: a new link for a login still invited (the last one stops working). */
export async function reinvite(tenant: Tenant, ctx: TeamContext, userId: string): Promise<Result<TeamLogin>> {
  const login = await findLogin(tenant, userId);
  if (!login) return refuse('not_found', 'No such login');
  if (login.status !== 'invited') return refuse('conflict', 'This person has already accepted their invitation');
  const mailId = await mailInvitation(tenant, ctx, userId, login.email);
  await recordAudit(tenant, ctx.actor, 'team.invited', { userId, email: login.email, role: login.role, again: true, mailId });
  return ok(await loadLogin(tenant, userId, ctx.now));
}

/** PATCH /api/team/{userId}: a role, deactivation (every session of the login ends at once) or reactivation. */
export async function changeLogin(tenant: Tenant, ctx: TeamContext, userId: string, patch: TeamLoginPatch): Promise<Result<TeamLogin>> {
  const login = await findLogin(tenant, userId);
  if (!login) return refuse('not_found', 'No such login');
  const demoted = patch.role === 'staff' && login.role === 'admin';
  const deactivated = patch.active === false && login.status !== 'deactivated';
  const reactivated = patch.active === true && login.status === 'deactivated';
  if ((demoted || deactivated) && login.owner) return refuse('forbidden', "The owner's login cannot be deactivated or made staff");
  if (deactivated && userId === ctx.actor.id) return refuse('forbidden', 'You cannot deactivate your own login');
  if ((demoted || deactivated) && login.role === 'admin' && login.status === 'active' && (await otherActiveAdmins(tenant, userId)) === 0)
    return refuse('forbidden', 'The business needs at least one active admin');
  if (patch.role && patch.role !== login.role) {
    await updateLogin(tenant, userId, { role: patch.role });
    await recordAudit(tenant, ctx.actor, 'team.role_changed', { userId, email: login.email, from: login.role, to: patch.role });
  }
  if (deactivated) {
    await updateLogin(tenant, userId, { status: 'deactivated' });
    await deleteTokens(tenant, userId);
    await deleteSessionsOf(tenant, userId);
    await recordAudit(tenant, ctx.actor, 'team.deactivated', { userId, email: login.email });
  }
  if (reactivated) {
    // a person who never chose a password is invited again (a new link is theirs to ask for)
    await updateLogin(tenant, userId, { status: login.password_hash ? 'active' : 'invited' });
    await recordAudit(tenant, ctx.actor, 'team.reactivated', { userId, email: login.email });
  }
  return ok(await loadLogin(tenant, userId, ctx.now));
}

// ---- the mailed links (public pages)

/** A live link's login, with its business (to open its unit of work), or the one refusal. */
async function linkOf(db: Db, token: string, purpose: TokenPurpose, now: Date) {
  await purgeExpiredTokens(db, now);
  const row = await tokenLogin(db, tokenHash(token), purpose, now);
  const expected = purpose === 'invitation' ? 'invited' : 'active';
  return row && row.status === expected ? row : null;
}

/** POST /api/invitations/check and /api/password-reset/check: whose link it is, before a password is chosen. */
export async function linkInfo(db: Db, token: string, purpose: TokenPurpose, now: Date): Promise<Result<AccountLinkInfo>> {
  const row = await linkOf(db, token, purpose, now);
  if (!row) return linkRefused();
  return ok({ email: row.email, firstName: row.first_name, lastName: row.last_name, businessName: row.business_name });
}

/** POST /api/invitations/accept: the person's password (hashed first, outside the unit of work); the link is used up. */
export async function acceptInvitation(db: Db, body: AcceptInvitationBody, now: Date): Promise<Result<AccountLinkUsed>> {
  if (body.password.length < MIN_PASSWORD_LENGTH) return passwordRefused();
  const row = await linkOf(db, body.token, 'invitation', now);
  if (!row) return linkRefused();
  const passwordHash = await hashPassword(body.password);
  return unitOfWork(db, row.business_id, async (tenant) => {
    const userId = await takeToken(tenant, tokenHash(body.token), 'invitation', now);
    const login = userId ? await findLogin(tenant, userId) : null;
    if (!login || login.status !== 'invited') return linkRefused();
    await setPassword(tenant, login.id, {
      passwordHash,
      status: 'active',
      firstName: body.firstName?.trim() || undefined,
      lastName: body.lastName === undefined ? undefined : body.lastName.trim(),
    });
    await deleteTokens(tenant, login.id, 'invitation');
    return ok({ email: login.email });
  });
}

/**
 * POST /api/password-reset: mails a reset link to an active login's email, at most RESETS_PER_WINDOW
 * in RESET_WINDOW_MS. Answers nothing either way: the route says the same to every email.
 */
export async function requestReset(db: Db, emailInput: string, origin: string, now: Date): Promise<void> {
  const email = normalizeEmail(emailInput);
  await purgeExpiredTokens(db, now);
  const login = await activeLoginByEmail(db, email);
  if (!login) return;
  const queued = await unitOfWork(db, login.business_id, async (tenant) => {
    if ((await resetsSince(tenant, login.id, new Date(now.getTime() - RESET_WINDOW_MS))) >= RESETS_PER_WINDOW) return false;
    const token = newToken();
    await insertToken(tenant, {
      hash: tokenHash(token),
      userId: login.id,
      purpose: 'reset',
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_MINUTES * 60_000),
    });
    const business = await tenant.business();
    const url = `${origin}/reset-password#token=${token}`;
    await queueMail(tenant, {
      ...resetMessage({ businessName: business.name, url, minutes: RESET_MINUTES }),
      to: login.email,
      attachments: [],
      createdBy: null,
      private: true,
    });
    return true;
  });
  if (queued) wakeJobRunners();
}

/** POST /api/password-reset/confirm: a new password from a live link; every session of the login ends, its sign-in lock lifts. */
export async function confirmReset(db: Db, body: ResetConfirmBody, now: Date): Promise<Result<AccountLinkUsed>> {
  if (body.password.length < MIN_PASSWORD_LENGTH) return passwordRefused();
  const row = await linkOf(db, body.token, 'reset', now);
  if (!row) return linkRefused();
  const passwordHash = await hashPassword(body.password);
  const done = await unitOfWork(db, row.business_id, async (tenant) => {
    const userId = await takeToken(tenant, tokenHash(body.token), 'reset', now);
    const login = userId ? await findLogin(tenant, userId) : null;
    if (!login || login.status !== 'active') return linkRefused();
    await setPassword(tenant, login.id, { passwordHash });
    await deleteTokens(tenant, login.id, 'reset');
    await deleteSessionsOf(tenant, login.id);
    return ok({ email: login.email });
  });
  if (done.ok) await clearLoginFailures(db, done.value.email);
  return done;
}

// ---- the signed-in person's own profile

/** PATCH /api/profile */
export async function editProfile(tenant: Tenant, userId: string, patch: ProfilePatch): Promise<Result<null>> {
  if (patch.firstName !== undefined && patch.firstName.trim() === '') return invalid({ firstName: fieldError('required', 'First name is required') });
  const phone = patch.phone === undefined ? undefined : storedPhone(patch.phone);
  if (phone === null) return invalid({ phone: fieldError('invalid_phone', 'Enter a 10-digit phone number') });
  const values = {
    ...(patch.firstName !== undefined ? { first_name: patch.firstName.trim() } : {}),
    ...(patch.lastName !== undefined ? { last_name: patch.lastName.trim() } : {}),
    ...(phone !== undefined ? { phone } : {}),
    ...(patch.bio !== undefined ? { bio: patch.bio.trim() } : {}),
  };
  await updateProfile(tenant, userId, values);
  return ok(null);
}

/** POST /api/profile/password: the current password proves it is them; the other sessions of the login end. */
export async function changePassword(db: Db, businessId: string, userId: string, sessionHash: Buffer, body: PasswordChangeBody): Promise<Result<null>> {
  if (body.newPassword.length < MIN_PASSWORD_LENGTH)
    return invalid({ newPassword: fieldError('too_short', `Password must be at least ${MIN_PASSWORD_LENGTH} characters`, { limit: MIN_PASSWORD_LENGTH }) });
  const current = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(current.password_hash, body.currentPassword)))
    return invalid({ currentPassword: fieldError('invalid_value', 'This is not your current password') });
  const passwordHash = await hashPassword(body.newPassword);
  return unitOfWork(db, businessId, async (tenant) => {
    await setPassword(tenant, userId, { passwordHash });
    await deleteSessionsOf(tenant, userId, sessionHash);
    return ok(null);
  });
}
