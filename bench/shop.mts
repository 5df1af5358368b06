// The business the cluster benches load (bench/cluster-load.mts, bench/cluster-faults.mts): made
// through the API it is measured on, so any instance of a cluster serves it.
import { randomUUID } from 'node:crypto';
import { httpClient, openShop, type HttpClient } from '../api/src/testing/apiProcess.ts';

export type BenchShop = {
  /** its admin, signed in `sessions` times: one client each */
  clients: HttpClient[];
  registerId: string;
  /** a product at $15.00, untaxed */
  itemId: string;
  /** a 15-minute service every staff member performs */
  serviceId: string;
  /** 10 staff members, working round the clock every day: a booking never falls outside their hours */
  staffIds: string[];
  /** the first of its 50 contacts (first names among Ana, Jon, Sam…, last names among Park, Smith…) */
  contactId: string;
};

const FIRST = ['Ana', 'Jon', 'Sam', 'Lena', 'Omar', 'Mia', 'Raj', 'Eva', 'Tom', 'Zoe'];
const LAST = ['Park', 'Smith', 'Nguyen', 'Garcia', 'Brown'];
const PASSWORD = 'bench-password-1';

/** A new business at `origin` with an open register, its staff, a service and contacts. */
export async function makeBenchShop(origin: string, sessions: number): Promise<BenchShop> {
  const admin = httpClient(origin);
  const email = `bench.${randomUUID().slice(0, 8)}@load.test`;
  await admin.signUp('Load Bench Salon', email, PASSWORD);
  const { registerId, itemIds } = await openShop(admin, 0, [{ kind: 'product', name: 'Shampoo', priceMinor: 1_500, taxed: false }]);
  const service = (await admin.expect(
    201,
    admin.post('/api/catalogue-items', { kind: 'service', name: 'Quick trim', priceMinor: 2_000, durationMinutes: 15 }),
  )) as {
    id: string;
  };
  const roundTheClock = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, starts: '00:00', ends: '24:00' }));
  const staffIds: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const body = { name: `Stylist ${i + 1}`, color: '#1677ff', serviceIds: [service.id], hours: roundTheClock };
    staffIds.push(((await admin.expect(201, admin.post('/api/staff', body))) as { id: string }).id);
  }
  let contactId = '';
  for (let i = 0; i < 50; i += 1) {
    const body = { firstName: FIRST[i % FIRST.length], lastName: `${LAST[i % LAST.length]} ${i}`, email: `guest${i}@load.test` };
    contactId ||= ((await admin.expect(201, admin.post('/api/contacts', body))) as { id: string }).id;
  }
  const clients = [admin];
  for (let i = 1; i < sessions; i += 1) {
    const client = httpClient(origin);
    await client.login(email, PASSWORD);
    clients.push(client);
  }
  return { clients, registerId, itemId: itemIds['Shampoo']!, serviceId: service.id, staffIds, contactId };
}

/** A cash sale of one product (the request's body: its Idempotency-Key is the caller's). */
export const cashSale = (shop: BenchShop) => ({
  registerId: shop.registerId,
  contactId: shop.contactId,
  lines: [{ itemId: shop.itemId, quantity: 1 }],
  tenders: [{ tender: 'cash', amountMinor: 1_500, tenderedMinor: 2_000 }],
});

/** the day after today (UTC), YYYY-MM-DD: the day a run's bookings start to fill */
export const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** when a run's first booking starts (epoch ms): tomorrow's midnight, UTC */
export const firstBookingSlot = () => Date.parse(`${tomorrow()}T00:00:00Z`);

/** The n-th booking of a run: its own quarter-hour of one staff member's, from `firstSlot` (epoch ms) on. */
export const nthBooking = (shop: BenchShop, firstSlot: number, n: number) => ({
  contactId: shop.contactId,
  staffId: shop.staffIds[n % shop.staffIds.length],
  serviceIds: [shop.serviceId],
  startsAt: new Date(firstSlot + Math.floor(n / shop.staffIds.length) * 15 * 60_000).toISOString(),
  notify: false,
});
