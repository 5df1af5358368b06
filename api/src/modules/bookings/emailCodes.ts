import { Value } from '@sinclair/typebox/value';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { EmailCodesTable } from '../../db/schema';
import { holdUntilCommit, type Tenant } from '../../db/tenant';
import { fieldError, isoDateTime } from '../../http/problem';
import { invalid, ok, refuse, type Result } from '../../http/result';
import { codeMessage } from './messages';
import { queueMail } from '../mail/service';
import {
  CODE_DIGITS,
  CODE_MINUTES,
  CODE_RESEND_SECONDS,
  CODE_SENDS,
  CODE_TRIES,
  CODES_PER_EMAIL_HOUR,
  VisitorDetails,
  type VisitorVerification,
} from './schemas';
import { HOUR, MINUTE } from './time';

// A visitor proves an email address is theirs before a hold of theirs is booked or their place on a
// waitlist counts (issue 31 §6; docs/decisions/0032): a short code mailed through the outbox, which
// works for CODE_MINUTES and CODE_TRIES wrong entries; new ones may be asked after a wait, a few
// times. Until the code is entered, the visitor's details wait here: no contact of the business is
// looked up, changed or made from them, so typing a customer's email reveals and touches nothing.

type CodeRow = Selectable<EmailCodesTable>;

const codeHash = (token: string, code: string) => createHash('sha256').update(`${token}:${code}`).digest();
const newCode = () => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');

/** The code as its visitor sees it (never the code itself). */
export function toVerification(
  row: Pick<CodeRow, 'token' | 'email' | 'sent_at' | 'expires_at' | 'tries'>,
  holdExpiresAt: Date | string | null,
): VisitorVerification {
  return {
    token: row.token,
    email: row.email,
    expiresAt: isoDateTime(row.expires_at),
    resendAt: isoDateTime(new Date(new Date(row.sent_at).getTime() + CODE_RESEND_SECONDS * 1000)),
    triesLeft: Math.max(0, CODE_TRIES - row.tries),
    holdExpiresAt: holdExpiresAt === null ? null : isoDateTime(holdExpiresAt),
  };
}

/** The code row of `token`, locked (concurrent entries of one code are counted one after another). */
const lockedCode = (tenant: Tenant, token: string) => tenant.selectFrom('email_codes').selectAll().where('token', '=', token).forUpdate().executeTakeFirst();

/** A token no code was sent for. */
export const noCodeSent = () => refuse('not_found', 'No code was sent for this');

/**
 * The business of the waitlist join a code's token names (the visitor's only name for it): what
 * their call's unit of work is bound to. Undefined for a token that names none.
 */
export async function businessOfJoin(db: Db, token: string): Promise<string | undefined> {
  return (await db.selectFrom('email_codes').select('business_id').where('token', '=', token).where('purpose', '=', 'waitlist').executeTakeFirst())
    ?.business_id;
}

const tooMany = () => refuse('too_many_codes', 'No more codes can be sent now');

/**
 * Whether `email` may be sent another code by the business: fewer than CODES_PER_EMAIL_HOUR in the
 * last hour. The address is held until the unit of work ends, so units of work mailing it at the
 * same moment count one after another (counted side by side, 12 at once mailed it 10).
 */
async function mayMail(tenant: Tenant, email: string, now: number): Promise<boolean> {
  await holdUntilCommit(tenant.db, `email codes ${tenant.businessId} ${email}`);
  const { sent } = await tenant
    .selectFrom('email_codes')
    .select(sql<number>`coalesce(sum(sends), 0)::integer`.as('sent'))
    .where('email', '=', email)
    .where('sent_at', '>', new Date(now - HOUR))
    .executeTakeFirstOrThrow();
  return Number(sent) < CODES_PER_EMAIL_HOUR;
}

/** A new code for the row, mailed; the row as it is now. */
async function mailCode(tenant: Tenant, row: Pick<CodeRow, 'token' | 'purpose'>, email: string, businessName: string, now: number) {
  const code = newCode();
  const values = { email, code_hash: codeHash(row.token, code), tries: 0, sent_at: new Date(now), expires_at: new Date(now + CODE_MINUTES * MINUTE) };
  await queueMail(tenant, { ...codeMessage({ businessName, code, minutes: CODE_MINUTES, purpose: row.purpose }), to: email, attachments: [], createdBy: null });
  return values;
}

/**
 * The visitor's details for `token` (a hold's or a waitlist join's), in the caller's unit of work: a
 * code mailed to their address, their details kept until it is entered. Sent again (the visitor
 * went back and corrected their address), the details are replaced and a new code goes to the
 * address, within the row's sends; the same address again waits as a resend does. too_many_codes
 * past the sends, or the address's hourly cap.
 */
export async function sendCode(
  tenant: Tenant,
  input: {
    businessName: string;
    token: string;
    email: string;
    details: VisitorDetails;
    /** the hold the code books, or the line it joins */
    for: { purpose: 'booking'; bookingId: string } | { purpose: 'waitlist'; itemId: string; staffId: string | null; day: string };
  },
  holdExpiresAt: Date | string | null,
  now: number,
): Promise<Result<VisitorVerification>> {
  const email = input.email.trim().toLowerCase();
  const existing = await lockedCode(tenant, input.token);
  if (existing && (existing.sends >= CODE_SENDS || (existing.email === email && now < resendAt(existing)))) return tooMany();
  if (!(await mayMail(tenant, email, now))) return tooMany();
  const target = input.for;
  const row = { token: input.token, purpose: target.purpose };
  const values = { ...(await mailCode(tenant, row, email, input.businessName, now)), details: JSON.stringify(input.details) };
  if (existing) {
    await tenant
      .updateTable('email_codes')
      .set({ ...values, sends: existing.sends + 1 })
      .where('id', '=', existing.id)
      .execute();
  } else {
    const what =
      target.purpose === 'booking'
        ? { booking_id: target.bookingId, item_id: null, staff_id: null, day: null }
        : { booking_id: null, item_id: target.itemId, staff_id: target.staffId, day: target.day };
    await tenant.insertInto('email_codes', [{ ...values, ...what, token: input.token, purpose: target.purpose }]).execute();
  }
  return ok(toVerification({ ...values, token: input.token, tries: 0 }, holdExpiresAt));
}

const resendAt = (row: Pick<CodeRow, 'sent_at'>) => new Date(row.sent_at).getTime() + CODE_RESEND_SECONDS * 1000;

/** A new code for `token`, to the same address, once the wait since the last is over (too_many_codes before it, and past the sends). */
export async function resendCode(
  tenant: Tenant,
  token: string,
  businessName: string,
  holdExpiresAt: Date | string | null,
  now: number,
): Promise<Result<VisitorVerification>> {
  const row = await lockedCode(tenant, token);
  if (!row) return noCodeSent();
  if (row.sends >= CODE_SENDS || now < resendAt(row) || !(await mayMail(tenant, row.email, now))) return tooMany();
  const values = await mailCode(tenant, row, row.email, businessName, now);
  await tenant
    .updateTable('email_codes')
    .set({ ...values, sends: row.sends + 1 })
    .where('id', '=', row.id)
    .execute();
  return ok(toVerification({ ...values, token, tries: 0 }, holdExpiresAt));
}

/** The details a code was sent for, as they were checked then (a row that holds anything else holds nothing). */
export const detailsOf = (row: Pick<CodeRow, 'details'>): VisitorDetails | undefined => (Value.Check(VisitorDetails, row.details) ? row.details : undefined);

/**
 * The code entered for `token`: the right one answers the details it was sent for, and is used up;
 * a wrong one counts (before it is compared, under the row's lock, so concurrent guesses count each
 * other) and answers `code` wrong_code with the tries left; a code past its time or its tries
 * answers code_expired; not_found when no code was sent.
 */
export async function takeCode(tenant: Tenant, token: string, code: string, now: number): Promise<Result<CodeRow>> {
  const row = await lockedCode(tenant, token);
  if (!row) return noCodeSent();
  if (new Date(row.expires_at).getTime() <= now || row.tries >= CODE_TRIES) return refuse('code_expired', 'This code no longer works: ask for a new one');
  const right = timingSafeEqual(codeHash(token, code), Buffer.from(row.code_hash));
  if (!right) {
    // answered, not thrown: the unit of work still commits the try it counted
    await tenant
      .updateTable('email_codes')
      .set({ tries: row.tries + 1 })
      .where('id', '=', row.id)
      .execute();
    return invalid({ code: fieldError('wrong_code', 'This is not the code that was sent', { triesLeft: CODE_TRIES - row.tries - 1 }) });
  }
  await tenant.deleteFrom('email_codes').where('id', '=', row.id).execute();
  return ok(row);
}
