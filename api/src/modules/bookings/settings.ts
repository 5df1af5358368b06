import { createHash } from 'node:crypto';
import { percentOf } from '@frontdesk/money';
import type { Tenant } from '../../db/tenant';
import type { FieldError } from '../../http/errors';
import { imageOf, type ImageType } from '../../http/images';
import { fieldError } from '../../http/problem';
import { invalid, ok, refuse, type Result } from '../../http/result';
import { addDays } from '../../lib/days';
import { customerTexts } from '../../pdf/texts';
import type { MailPreview } from '../mail/schemas';
import { listStaffRows } from '../staff/repo';
import { bookingMessage } from './messages';
import { bookableServiceRows, logoVersion, settingsRow, writeLogo, writeSettings, type ServiceRow, type SettingsRow } from './repo';
import { LOGO_BYTES_MAX, type BookingSettings, type BookingSettingsPatch, type VisitorBooking } from './schemas';
import { cutoffOf, instantOf, isTimeZone, todayIn } from './time';
import { bookingPageOf, logoPathOf } from './visitor';

// The business's booking settings: its time zone (on the business: every day and hour of its
// bookings is its wall clock) and online booking's rules, as the desk reads and changes them and as
// the booking page and the waitlist apply them (whether the business books online, what a visitor
// pays ahead).

function toSettings(row: SettingsRow, business: { time_zone: string; currency: string }, businessId: string, logo: string | undefined): BookingSettings {
  return {
    timeZone: business.time_zone,
    onlineEnabled: row.online_enabled,
    leadMinutes: row.lead_minutes,
    horizonDays: row.horizon_days,
    slotStepMinutes: row.slot_step_minutes as BookingSettings['slotStepMinutes'],
    cancelCutoffHours: row.cancel_cutoff_hours,
    reminderHours: row.reminder_hours,
    onlineDeposits: row.online_deposits,
    depositOnCancel: row.deposit_on_cancel,
    pageAddress: row.page_address,
    pagePhone: row.page_phone,
    outsideHours: row.outside_hours,
    pagePath: bookingPageOf(businessId),
    logoUrl: logoPathOf(businessId, logo),
    currency: business.currency,
  };
}

export async function bookingSettings(tenant: Tenant): Promise<BookingSettings> {
  const [row, business, logo] = await Promise.all([settingsRow(tenant), tenant.business(), logoVersion(tenant)]);
  return toSettings(row, business, tenant.businessId, logo);
}

export async function changeBookingSettings(tenant: Tenant, patch: BookingSettingsPatch): Promise<Result<BookingSettings>> {
  if (patch.timeZone !== undefined && !isTimeZone(patch.timeZone)) return invalid({ timeZone: fieldError('invalid_value', 'Not a time zone') });
  const logo = patch.logo === undefined ? undefined : patch.logo === null ? null : logoOf(patch.logo);
  if (logo && 'error' in logo) return invalid({ logo: logo.error });
  if (patch.timeZone !== undefined) await tenant.updateBusiness({ time_zone: patch.timeZone });
  if (logo !== undefined) await writeLogo(tenant, logo);
  await writeSettings(tenant, {
    ...(patch.onlineEnabled !== undefined ? { online_enabled: patch.onlineEnabled } : {}),
    ...(patch.leadMinutes !== undefined ? { lead_minutes: patch.leadMinutes } : {}),
    ...(patch.horizonDays !== undefined ? { horizon_days: patch.horizonDays } : {}),
    ...(patch.slotStepMinutes !== undefined ? { slot_step_minutes: patch.slotStepMinutes } : {}),
    ...(patch.cancelCutoffHours !== undefined ? { cancel_cutoff_hours: patch.cancelCutoffHours } : {}),
    ...(patch.reminderHours !== undefined ? { reminder_hours: patch.reminderHours } : {}),
    ...(patch.onlineDeposits !== undefined ? { online_deposits: patch.onlineDeposits } : {}),
    ...(patch.depositOnCancel !== undefined ? { deposit_on_cancel: patch.depositOnCancel } : {}),
    ...(patch.pageAddress !== undefined ? { page_address: patch.pageAddress.trim() } : {}),
    ...(patch.pagePhone !== undefined ? { page_phone: patch.pagePhone.trim() } : {}),
    ...(patch.outsideHours !== undefined ? { outside_hours: patch.outsideHours } : {}),
  });
  return ok(await bookingSettings(tenant));
}

/** A logo's data: URL as its bytes, type and version; or the field's error (http/images.ts). */
type Logo = { content_type: ImageType; bytes: Buffer; version: string };
function logoOf(dataUrl: string): Logo | { error: FieldError } {
  const image = imageOf(dataUrl, LOGO_BYTES_MAX);
  if ('error' in image) return image;
  return { content_type: image.contentType, bytes: image.bytes, version: createHash('sha256').update(image.bytes).digest('hex').slice(0, 16) };
}

/**
 * The reminder as its customers get it (issue 34 §3), for the settings page: the one template every
 * booking's reminder is written from (desk and online alike), filled with a booking of the
 * business's first bookable service tomorrow at 10:00 on its clock.
 */
export async function reminderPreview(tenant: Tenant, origin: string): Promise<MailPreview> {
  const [business, services] = await Promise.all([tenant.business(), bookableServiceRows(tenant)]);
  const service = services[0];
  const staff = service ? await listStaffRows(tenant, service.staffIds) : [];
  const zone = business.time_zone;
  const startsAt = new Date(instantOf(addDays(todayIn(zone), 1), '10:00', zone)).toISOString();
  const settings = await settingsRow(tenant);
  const sample: VisitorBooking = {
    token: 'sample',
    status: 'confirmed',
    businessName: business.name,
    timeZone: zone,
    currency: business.currency,
    serviceName: service?.name ?? customerTexts.mail.sampleService,
    serviceId: service?.id ?? null,
    serviceIds: service ? [service.id] : [],
    staffName: staff[0]?.name ?? customerTexts.mail.sampleStaff,
    startsAt,
    endsAt: startsAt,
    priceMinor: service?.price_minor ?? 0,
    holdExpiresAt: null,
    changeable: true,
    changeableUntil: new Date(cutoffOf(startsAt, settings.cancel_cutoff_hours)).toISOString(),
    manageUrl: bookingPageOf(tenant.businessId, 'sample'),
    depositMinor: 0,
    depositOnCancel: settings.deposit_on_cancel,
    cancelCutoffHours: settings.cancel_cutoff_hours,
    payUrl: null,
    waitlistOffer: false,
  };
  const { subject, text } = bookingMessage('reminder', sample, new URL(sample.manageUrl, origin).toString());
  return { subject, text };
}

/** A business (by the id in the address) that takes no online bookings, or no business. */
export const noOnlineBooking = () => refuse('not_found', 'This business takes no online bookings');

/** The tenant's business when it takes online bookings (the id in a public address may name none). */
export async function onlineBusiness(tenant: Tenant) {
  const business = await tenant.db.selectFrom('businesses').select(['name', 'currency', 'time_zone']).where('id', '=', tenant.businessId).executeTakeFirst();
  if (!business) return undefined;
  const settings = await settingsRow(tenant);
  return settings.online_enabled ? { business, settings } : undefined;
}

/** What a visitor pays ahead for a service: its deposit policy, unless the business asks none online. */
export function depositOf(service: Pick<ServiceRow, 'deposit_kind' | 'deposit_value' | 'price_minor'>, onlineDeposits: 'service' | 'none'): number {
  if (onlineDeposits === 'none') return 0;
  if (service.deposit_kind === 'fixed') return Math.min(service.deposit_value, service.price_minor);
  // basis points of the price, rounded half up (the pricing's own rule)
  if (service.deposit_kind === 'percent') return percentOf(service.price_minor, service.deposit_value);
  return 0;
}
