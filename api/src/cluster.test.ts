import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type OpenDatabase } from './db/database';
import { scopedTo } from './db/tenant';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { attachmentSource } from './jobHandlers';
import { mailHandler } from './modules/mail/job';
import type { OutgoingMail } from './modules/mail/transport';
import { bookingJobHandlers, bookingsSchedule } from './modules/bookings/online/jobs';
import type { Sale } from './modules/invoices/moneySchemas';
import { addCatalogueItem, browser, databaseKind, freshDatabase, idempotencyKey, signUp, startApi, type TestApi } from './testing/harness';
import { at, nextTuesday, onlineShop } from './testing/bookings';

// Several API instances on one PostgreSQL database, as `npm run start:cluster` runs them behind
// its balancer (docs/decisions/0063): each instance here is a server with its own pool, its own
// LISTEN and its own job runner, and a request may land on any of them. What must hold across them
// is what the database holds: one hold per slot, one effect per Idempotency-Key, one run per job.

const skip = databaseKind !== 'postgres' && 'the embedded database serves one instance';

describe('three API instances on one PostgreSQL database', { skip }, () => {
  let api: TestApi;
  let instances: FastifyInstance[];

  before(async () => {
    api = await startApi({ jobs: false });
    instances = [api.app, await api.anotherInstance(), await api.anotherInstance()];
  });
  after(() => api.close());

  it('gives 100 concurrent holds of one slot, spread over the instances, exactly one hold', async () => {
    const shop = await onlineShop(api, 'Cluster Holds Shop');
    const startsAt = at(nextTuesday(), '10:00');
    // a visitor each (the holds are capped per device and network), each on the next instance
    const visitors = await Promise.all(Array.from({ length: 100 }, (_, i) => browser(instances[i % 3]!, `10.36.${Math.floor(i / 200)}.${i % 200}`).visit()));
    const answers = await Promise.all(
      visitors.map((v) => v.post(`/api/book/businesses/${shop.businessId}/holds`, { payload: { serviceIds: [shop.serviceId], startsAt } })),
    );
    const statuses = answers.map((res) => res.statusCode);
    assert.equal(statuses.filter((status) => status === 201).length, 1, JSON.stringify(statuses));
    assert.ok(
      answers.filter((res) => res.statusCode !== 201).every((res) => res.statusCode === 409 && res.json<{ code: string }>().code === 'slot_taken'),
      answers.find((res) => res.statusCode !== 201 && res.statusCode !== 409)?.body,
    );
    const rows = await api.db.selectFrom('bookings').select('status').where('business_id', '=', shop.businessId).execute();
    assert.deepEqual(
      rows.map((row) => row.status),
      ['held'],
    );
  });

  it('answers one Idempotency-Key sent to every instance at the same moment with one sale, the same answer each time', async () => {
    const shop = await signUp(api, 'Cluster Checkout Shop');
    const itemId = await addCatalogueItem(api, shop.businessId, { name: 'Full detail', priceMinor: 18_900, taxRateBp: 825 });
    const desk = browser(instances);
    for (const [name, value] of shop.b.cookies) desk.cookies.set(name, value);
    const headers = idempotencyKey();
    // a card sale: the key is claimed by an attempt while the processor is called (decision 0031)
    const body = {
      lines: [{ itemId, quantity: 1 }],
      tenders: [{ tender: 'card', amountMinor: 20_459, card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' } }],
    };
    const answers = await Promise.all(Array.from({ length: 6 }, () => desk.post('/api/checkout', { payload: body, headers })));
    assert.deepEqual(
      answers.map((res) => res.statusCode),
      answers.map(() => 201),
      answers.map((res) => res.body).join('\n'),
    );
    assert.equal(new Set(answers.map((res) => res.body)).size, 1);
    const sale = answers[0]!.json<Sale>();
    assert.equal(sale.invoice.status, 'paid');
    const count = async (table: 'invoices' | 'transactions') =>
      Number(
        (
          await api.db
            .selectFrom(table)
            .select(sql<number>`count(*)`.as('n'))
            .where('business_id', '=', shop.businessId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    assert.deepEqual([await count('invoices'), await count('transactions')], [1, 1]);
  });
});

describe('1,000 reminder mails due at once, with three instances working the jobs', { skip }, () => {
  const BUSINESSES = 10;
  const PER_BUSINESS = 100;
  let databases: OpenDatabase[] = [];
  let drop: () => Promise<void>;
  const runners: JobRunner[] = [];

  before(async () => {
    let open: () => Promise<OpenDatabase>;
    ({ open, drop } = await freshDatabase());
    databases = [await open(), await open(), await open()];
  });
  after(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    for (const database of databases) await database.close();
    await drop();
  });

  /** Businesses whose reminders go a day ahead, each with PER_BUSINESS confirmed bookings in the next hours, every contact with an address. */
  async function dueBookings(): Promise<string[]> {
    const db = databases[0]!.db;
    const businessIds: string[] = [];
    for (let b = 0; b < BUSINESSES; b += 1) {
      const { id: businessId } = await db
        .insertInto('businesses')
        .values({ name: `Reminders ${b}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      businessIds.push(businessId);
      const tenant = scopedTo(db, businessId);
      await tenant.insertInto('booking_settings', [{ reminder_hours: 24 }]).execute();
      const { id: staffId } = await tenant
        .insertInto('staff_members', [{ name: 'Ana', color: '#1677ff' }])
        .returning('id')
        .executeTakeFirstOrThrow();
      // a contact and a 10-minute booking every 12 minutes from an hour ahead, each its own
      await sql`
        INSERT INTO contacts (business_id, first_name, email)
        SELECT ${businessId}, 'Guest ' || n, 'guest' || n || '.' || ${b} || '@example.com' FROM generate_series(1, ${PER_BUSINESS}) AS n
      `.execute(db);
      await sql`
        INSERT INTO bookings (business_id, contact_id, staff_id, starts_at, ends_at, blocked_from, blocked_until, status, source, visitor_token)
        SELECT ${businessId}, c.id, ${staffId}, t.starts_at, t.starts_at + interval '10 minutes', t.starts_at, t.starts_at + interval '10 minutes', 'confirmed', 'online', left(md5(${randomUUID()} || c.n), 22)
        FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM contacts WHERE business_id = ${businessId}) AS c,
          LATERAL (SELECT date_trunc('minute', now()) + interval '1 hour' + c.n * interval '12 minutes' AS starts_at) AS t
      `.execute(db);
    }
    return businessIds;
  }

  it('sends each exactly once: none twice, none lost', { timeout: 60_000 }, async () => {
    const businessIds = await dueBookings();
    const sent: OutgoingMail[] = [];
    const sentBy = databases.map(() => 0);
    // each instance's runner, with the schedule every instance has: the period's reminder job of a business is added once
    for (const [instance, database] of databases.entries()) {
      const mailer = {
        send: async (mail: OutgoingMail) => {
          sent.push(mail);
          sentBy[instance] = (sentBy[instance] ?? 0) + 1;
          await sleep(1);
        },
      };
      const runner = createJobRunner({
        db: database.db,
        handlers: [mailHandler(mailer, attachmentSource), ...bookingJobHandlers('https://frontdesk.test')],
        schedules: [bookingsSchedule],
        pollMs: 20,
      });
      runners.push(runner);
    }
    for (const runner of runners) runner.start();
    const db = databases[0]!.db;
    const deadline = Date.now() + 50_000;
    for (;;) {
      const { waiting } = await db
        .selectFrom('jobs')
        .select(sql<number>`count(*) FILTER (WHERE status <> 'done')`.as('waiting'))
        .executeTakeFirstOrThrow();
      const { unreminded } = await db
        .selectFrom('bookings')
        .select(sql<number>`count(*) FILTER (WHERE reminded_at IS NULL)`.as('unreminded'))
        .executeTakeFirstOrThrow();
      if (Number(waiting) === 0 && Number(unreminded) === 0) break;
      assert.ok(Date.now() < deadline, `${waiting} jobs and ${unreminded} reminders still waiting, ${sent.length} mails sent`);
      await sleep(50);
    }
    await Promise.all(runners.map((runner) => runner.stop()));

    assert.equal(sent.length, BUSINESSES * PER_BUSINESS);
    assert.equal(new Set(sent.map((mail) => mail.messageId)).size, sent.length, 'a message sent twice');
    assert.equal(new Set(sent.map((mail) => mail.to)).size, BUSINESSES * PER_BUSINESS, 'a guest mailed twice, or one never');
    const outbox = await db
      .selectFrom('outbox')
      .select(['status', sql<number>`count(*)`.as('n')])
      .groupBy('status')
      .execute();
    assert.deepEqual(
      outbox.map((row) => [row.status, Number(row.n)]),
      [['sent', BUSINESSES * PER_BUSINESS]],
    );
    // the work was spread over the instances
    assert.ok(businessIds.length === BUSINESSES && sentBy.filter((n) => n > 0).length >= 2, `sent by the instances: ${sentBy.join(', ')}`);
  });
});
