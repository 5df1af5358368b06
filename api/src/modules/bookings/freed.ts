import { Type } from '@sinclair/typebox';
import type { Db } from '../../db/database';
import { scopedTo } from '../../db/tenant';
import { enqueue } from '../../jobs/repo';
import { defineJobKind } from '../../jobs/types';

// Time freed on a day that has a waitlist (docs/decisions/0030): a booking cancelled or moved away,
// a hold let go, an offer declined. The change's own transaction adds a job (so the offer is made
// only if the change commits, and a crash never loses it); the job offers the freed time to the
// first in line (waitlist.ts). One job at a time per business: two offers never race for one time.

/** Offers a day's freed time to its waitlist, first in line first. */
export const offerWaitlistKind = defineJobKind('bookings.offerWaitlist', Type.Object({ day: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }) }, { additionalProperties: false }), { onePerBusiness: true });

/** In the transaction that frees time on `days`: a job to offer it, for each of them with someone waiting. */
export async function timeFreed(trx: Db, businessId: string, days: string[]): Promise<void> {
  if (days.length === 0) return;
  const waiting = await scopedTo(trx, businessId).selectFrom('waitlist_entries').select('day').distinct().where('day', 'in', [...new Set(days)]).where('status', '=', 'waiting').execute();
  for (const { day } of waiting) await enqueue(trx, offerWaitlistKind, businessId, { day });
}
