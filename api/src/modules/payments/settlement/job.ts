import { Type } from '@sinclair/typebox';
import { scopedTo } from '../../../db/tenant';
import { enqueue } from '../../../jobs/repo';
import { defineJobHandler, defineJobKind, type JobSchedule } from '../../../jobs/types';
import { businessesWithUnbatchedDays } from './repo';
import { closeFinishedDays } from './service';

// Settlement runs by itself (docs/decisions/0021): every hour each runner looks for businesses
// with a finished day's card transactions in no batch, and adds a job per business that closes them.

/** Closes one business's finished days (one at a time per business). */
export const settlementKind = defineJobKind('settlement.close', Type.Object({}, { additionalProperties: false }), { onePerBusiness: true });

export const settlementHandler = defineJobHandler({
  kind: settlementKind,
  run: async ({ unitOfWork }) => {
    await unitOfWork(async (tenant) => closeFinishedDays(tenant, await tenant.today()));
  },
});

export const SETTLEMENT_EVERY_MS = 60 * 60_000;

export const settlementSchedule: JobSchedule = {
  name: 'settlement',
  everyMs: SETTLEMENT_EVERY_MS,
  async enqueue(db, slot) {
    for (const businessId of await businessesWithUnbatchedDays(db)) await enqueue(scopedTo(db, businessId), settlementKind, {}, { key: slot });
  },
};
