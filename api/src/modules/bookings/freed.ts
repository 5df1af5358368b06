import { Type } from '@sinclair/typebox';
import type { Tenant } from '../../db/tenant';
import { enqueue } from '../../jobs/repo';
import { defineJobKind } from '../../jobs/types';

// Time freed on a day that has a waitlist (docs/decisions/0030): a booking cancelled or moved away,
// a hold let go, an offer declined. The change's own transaction adds a job (so the offer is made
// only if the change commits, and a crash never loses it); the job offers the freed time to the
// first in line (waitlist/service.ts). One job at a time per business: two offers never race for
// one time.

/** Offers a day's freed time to its waitlist, first in line first. */
export const offerWaitlistKind = defineJobKind(
  'bookings.offerWaitlist',
  Type.Object({ day: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }) }, { additionalProperties: false }),
  { onePerBusiness: true },
);

/** In the unit of work that frees time on `days`: a job to offer it, for each of them with someone waiting. */
export async function timeFreed(tenant: Tenant, days: string[]): Promise<void> {
  if (days.length === 0) return;
  const waiting = await tenant
    .selectFrom('waitlist_entries')
    .select('day')
    .distinct()
    .where('day', 'in', [...new Set(days)])
    .where('status', '=', 'waiting')
    .execute();
  for (const { day } of waiting) await enqueue(tenant, offerWaitlistKind, { day });
}
