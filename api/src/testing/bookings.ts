import assert from 'node:assert/strict';
import { Temporal } from 'temporal-polyfill';
import type { StaffMember } from '../schemas';
import { browser, signUp, type Browser, type TestApi } from './harness';

// A business that books online, for the tests of online booking, deposits and the waitlist.

export const ZONE = 'America/Chicago';

/** the first Tuesday at least `weeks` weeks ahead, the business's */
export function nextTuesday(weeks = 1): string {
  let day = Temporal.Now.plainDateISO(ZONE).add({ days: 7 * weeks });
  while (day.dayOfWeek !== 2) day = day.add({ days: 1 });
  return day.toString();
}

/** the instant of a wall-clock time of the business's day */
export const at = (day: string, time: string) => Temporal.PlainDateTime.from(`${day}T${time}`).toZonedDateTime(ZONE).toInstant().toString();

let visitors = 0;
/**
 * A visitor of their own: a browser (its own device cookie) at an address of its own (the public
 * calls are rate-limited per address), or at `address` (devices of one network: an office's NAT).
 */
export const visitor = async (api: TestApi, address = `10.1.${Math.floor(++visitors / 250)}.${visitors % 250}`) => browser(api.app, address).visit();

export type Shop = { b: Browser; businessId: string; serviceId: string; groomId: string; staff: StaffMember; typeId: string };

/**
 * A business that books online: a wash (online) and a groom for a pet (online, 20 % deposit), a
 * staff member on Tuesdays 09:00–12:00 (or the hours given).
 */
export async function onlineShop(api: TestApi, name: string, hours = { starts: '09:00', ends: '12:00' }): Promise<Shop> {
  const { b, businessId } = await signUp(api, name);
  assert.equal((await b.patch('/api/booking-settings', { payload: { timeZone: ZONE, onlineEnabled: true, slotStepMinutes: 60 } })).statusCode, 200);
  const item = async (payload: object) => (await b.post('/api/catalogue-items', { payload: { kind: 'service', ...payload } })).json<{ id: string }>().id;
  const serviceId = await item({ name: 'Wash', priceMinor: 3000, durationMinutes: 60 });
  const groomId = await item({ name: 'Groom', priceMinor: 8000, durationMinutes: 60 });
  await item({ name: 'Desk only', priceMinor: 1000, durationMinutes: 30 });
  const type = await b.post('/api/asset-types', {
    payload: { type_name: 'Pet', bookable: true, fields: [{ key: 'breed', label: 'Breed', kind: 'text', required: true }] },
  });
  assert.equal(type.statusCode, 201, type.body);
  const typeId = type.json<{ id: string }>().id;
  const staff = await b.post('/api/staff', { payload: { name: 'Ana', color: '#1677ff', serviceIds: [serviceId, groomId], hours: [{ weekday: 2, ...hours }] } });
  assert.equal((await b.patch(`/api/bookable-services/${serviceId}`, { payload: { bookableOnline: true } })).statusCode, 200);
  assert.equal(
    (await b.patch(`/api/bookable-services/${groomId}`, { payload: { bookableOnline: true, assetTypeId: typeId, deposit: { kind: 'percent', value: 2000 } } }))
      .statusCode,
    200,
  );
  return { b, businessId, serviceId, groomId, staff: staff.json<StaffMember>(), typeId };
}

/** a visitor's details, as the booking page sends them */
export const details = { firstName: 'Lena', lastName: 'Park', email: 'lena@example.com', phone: '(555) 010-2030' };

/** The code mailed last to `email` by the business (the outbox keeps every message queued). */
export async function mailedCode(api: TestApi, businessId: string, email = details.email): Promise<string> {
  const mail = await api.db
    .selectFrom('outbox')
    .select(['subject', 'text_body'])
    .where('business_id', '=', businessId)
    .where('to_address', '=', email.toLowerCase())
    .where('subject', 'like', '% is your code for %')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const code = /^(\d{6}) is your code/.exec(mail.subject)?.[1];
  assert.ok(code && mail.text_body.includes(code), mail.subject);
  return code;
}

/** The visitor's details for their hold (202: a code mailed), then the code from the mail: the answer of …/verify. */
export async function confirmWithCode(
  api: TestApi,
  v: Browser,
  businessId: string,
  token: string,
  payload: { email: string } & Record<string, unknown> = details,
) {
  const sent = await v.post(`/api/book/holds/${token}/confirm`, { payload });
  assert.equal(sent.statusCode, 202, sent.body);
  return v.post(`/api/book/holds/${token}/verify`, { payload: { code: await mailedCode(api, businessId, payload.email) } });
}
