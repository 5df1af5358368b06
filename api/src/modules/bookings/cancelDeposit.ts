import type { DepositOutcome } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { settleCancelledDeposits, type DepositSettled } from '../deposits/onCancel';
import { insertEvent, type SettingsRow } from './repo';
import { actorOf, type BookingAgent } from './slots';
import { cutoffOf } from './time';

// A cancelled booking's deposit (issue 34 §4; decision 0052): the business's policy says what it
// becomes when the booking is cancelled before the cut-off (refunded, kept as credit, or kept by
// the business); a cancellation after it (only the desk can) keeps it, unless the desk chooses
// otherwise. Applied in the cancellation's unit of work (deposits/onCancel.ts), kept in the
// booking's history, and told to the customer in the cancellation's mail.

/** The settings a cancelled deposit follows: the cut-off, and what the deposit becomes before it. */
export type DepositPolicy = Pick<SettingsRow, 'cancel_cutoff_hours' | 'deposit_on_cancel'>;

/** What a cancellation does with the deposit unless the desk says: the policy before the cut-off, kept by the business after it. */
export function depositOutcomeOf(settings: DepositPolicy, startsAt: Date | string, now: number): DepositOutcome {
  return now < cutoffOf(startsAt, settings.cancel_cutoff_hours) ? settings.deposit_on_cancel : 'forfeit';
}

/** The booking's held deposits settled as `outcome`, with its history's event; null when nothing was held. */
export async function settleDeposit(
  tenant: Tenant,
  agent: BookingAgent,
  bookingId: string,
  outcome: DepositOutcome,
  reason: string,
): Promise<DepositSettled | null> {
  const why = `Booking cancelled${reason ? `: ${reason}` : ''}`.slice(0, 200);
  const settled = await settleCancelledDeposits(tenant, agent.money, bookingId, outcome, why);
  if (!settled) return null;
  // a cash refund is the desk's to make: until then it is the customer's credit
  const action = settled.atDesk ? 'deposit_credit' : (`deposit_${settled.outcome}` as const);
  await insertEvent(tenant, {
    booking_id: bookingId,
    actor: actorOf(agent),
    user_id: agent.userId,
    action,
    from_status: 'cancelled',
    to_status: 'cancelled',
    detail: String(settled.amountMinor),
  });
  return settled;
}
