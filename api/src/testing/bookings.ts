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
/** a visitor of their own (an address of their own: the public calls are rate-limited per address) */
export const visitor = async (api: TestApi) => browser(api.app, `10.1.0.${++visitors}`).visit();

export type Shop = { b: Browser; businessId: string; serviceId: string; groomId: string; staff: StaffMember; typeId: string };

/** A business that books online: a wash (online) and a groom for a pet (online, 20 % deposit), a staff member on Tuesdays 09:00–12:00. */
export async function onlineShop(api: TestApi, name: string): Promise<Shop> {
  const { b, businessId } = await signUp(api, name);
  assert.equal((await b.patch('/api/booking-settings', { payload: { timeZone: ZONE, onlineEnabled: true, slotStepMinutes: 60 } })).statusCode, 200);
  const item = async (payload: object) => (await b.post('/api/catalogue-items', { payload: { kind: 'service', ...payload } })).json<{ id: string }>().id;
  const serviceId = await item({ name: 'Wash', priceMinor: 3000, durationMinutes: 60 });
  const groomId = await item({ name: 'Groom', priceMinor: 8000, durationMinutes: 60 });
  await item({ name: 'Desk only', priceMinor: 1000, durationMinutes: 30 });
  const type = await b.post('/api/asset-types', { payload: { type_name: 'Pet', bookable: true, fields: [{ key: 'breed', label: 'Breed', kind: 'text', required: true }] } });
  assert.equal(type.statusCode, 201, type.body);
  const typeId = type.json<{ id: string }>().id;
  const staff = await b.post('/api/staff', { payload: { name: 'Ana', color: '#1677ff', serviceIds: [serviceId, groomId], hours: [{ weekday: 2, starts: '09:00', ends: '12:00' }] } });
  assert.equal((await b.patch(`/api/bookable-services/${serviceId}`, { payload: { bookableOnline: true } })).statusCode, 200);
  assert.equal((await b.patch(`/api/bookable-services/${groomId}`, { payload: { bookableOnline: true, assetTypeId: typeId, deposit: { kind: 'percent', value: 2000 } } })).statusCode, 200);
  return { b, businessId, serviceId, groomId, staff: staff.json<StaffMember>(), typeId };
}

/** a visitor's details, as the booking page sends them */
export const details = { firstName: 'Lena', lastName: 'Park', email: 'lena@example.com', phone: '(555) 010-2030' };
