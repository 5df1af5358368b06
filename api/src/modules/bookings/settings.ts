import type { Tenant } from '../../db/tenant';
import { fieldError } from '../../http/problem';
import { invalid, ok, type Result } from '../../http/result';
import { settingsRow, writeSettings, type SettingsRow } from './repo';
import type { BookingSettings, BookingSettingsPatch } from './schemas';
import { isTimeZone } from './time';
import { bookingPageOf } from './visitor';

// The business's booking settings: its time zone (on the business: every day and hour of its
// bookings is its wall clock) and online booking's rules.

function toSettings(row: SettingsRow, timeZone: string, businessId: string): BookingSettings {
  return {
    timeZone,
    onlineEnabled: row.online_enabled,
    leadMinutes: row.lead_minutes,
    horizonDays: row.horizon_days,
    slotStepMinutes: row.slot_step_minutes as BookingSettings['slotStepMinutes'],
    cancelCutoffHours: row.cancel_cutoff_hours,
    reminderHours: row.reminder_hours,
    onlineDeposits: row.online_deposits,
    pagePath: bookingPageOf(businessId),
  };
}

export async function bookingSettings(tenant: Tenant): Promise<BookingSettings> {
  const [row, business] = await Promise.all([settingsRow(tenant), tenant.business()]);
  return toSettings(row, business.time_zone, tenant.businessId);
}

export async function changeBookingSettings(tenant: Tenant, patch: BookingSettingsPatch): Promise<Result<BookingSettings>> {
  if (patch.timeZone !== undefined && !isTimeZone(patch.timeZone)) return invalid({ timeZone: fieldError('invalid_value', 'Not a time zone') });
  if (patch.timeZone !== undefined) await tenant.updateBusiness({ time_zone: patch.timeZone });
  await writeSettings(tenant, {
    ...(patch.onlineEnabled !== undefined ? { online_enabled: patch.onlineEnabled } : {}),
    ...(patch.leadMinutes !== undefined ? { lead_minutes: patch.leadMinutes } : {}),
    ...(patch.horizonDays !== undefined ? { horizon_days: patch.horizonDays } : {}),
    ...(patch.slotStepMinutes !== undefined ? { slot_step_minutes: patch.slotStepMinutes } : {}),
    ...(patch.cancelCutoffHours !== undefined ? { cancel_cutoff_hours: patch.cancelCutoffHours } : {}),
    ...(patch.reminderHours !== undefined ? { reminder_hours: patch.reminderHours } : {}),
    ...(patch.onlineDeposits !== undefined ? { online_deposits: patch.onlineDeposits } : {}),
  });
  return ok(await bookingSettings(tenant));
}
