import type { LightMyRequestResponse } from 'fastify';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addContact, databaseKind, idempotencyKey, startApi, type TestApi } from '../../../testing/harness';
import { APPROVED_CARD } from '../../../testing/sales';
import { at, details, mailedCode, nextTuesday, onlineShop, visitor, type Shop } from '../../../testing/bookings';
import type { Browser } from '../../../testing/harness';
import type { BookingsCreated, Problem, VisitorBooking, VisitorVerification, VisitorWaitlistPlace, WaitlistEntry, WaitlistList } from '../../../schemas';
import { unitOfWork } from '../../../db/tenant';
import { releaseExpiredHolds } from '../online/jobs';
import { addDays } from '../../../lib/days';

const codeOf = (res: LightMyRequestResponse) => res.json<Problem>().code;

/** The three hours of the shop's Tuesday, booked at the desk for a contact of its own: the day is full. */
async function fullDay(api: TestApi, s: Shop, day: string) {
  const contactId = await addContact(api, s.businessId, { first: 'Regular' });
  const ids: Record<string, string> = {};
  for (const time of ['09:00', '10:00', '11:00']) {
    const res = await s.b.post('/api/bookings', {
      headers: idempotencyKey(),
      payload: { contactId, serviceIds: [s.serviceId], staffId: s.staff.id, startsAt: at(day, time) },
    });
    assert.equal(res.statusCode, 201, res.body);
    ids[time] = res.json<BookingsCreated>().bookings[0]!.id;
  }
  return ids;
}

/** Each contact an address of its own (its id's first 8 characters @example.com): offers are mailed. */
async function giveEmails(api: TestApi, contactIds: string[]) {
  for (const contactId of contactIds) {
    await api.db
      .updateTable('contacts')
      .set({ email: `${contactId.slice(0, 8)}@example.com` })
      .where('id', '=', contactId)
      .execute();
  }
}

/** The day's line as the desk sees it, once `ready` holds of it (the offer job runs within a second or so). */
async function lineWhen(s: Shop, day: string, ready: (items: WaitlistEntry[]) => boolean): Promise<WaitlistEntry[]> {
  for (let tries = 0; tries < 100; tries += 1) {
    const { items } = (await s.b.get(`/api/waitlist?from=${day}&to=${day}`)).json<WaitlistList>();
    if (ready(items)) return items;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail('the waitlist never got there');
}

/** A visitor asks to join the day's line (202: a code mailed to them); the answer, and (with `code`) the answer of entering the code from the mail. */
async function joinWithCode(api: TestApi, v: Browser, s: Shop, payload: { email: string } & Record<string, unknown>) {
  const asked = await v.post(`/api/book/businesses/${s.businessId}/waitlist`, { payload });
  if (asked.statusCode !== 202) return { asked, verified: asked };
  const { token } = asked.json<VisitorVerification>();
  const verified = await v.post(`/api/book/waitlist/${token}/verify`, { payload: { code: await mailedCode(api, s.businessId, payload.email) } });
  return { asked, verified };
}

const tokenOf = async (api: TestApi, bookingId: string) =>
  (await api.db.selectFrom('bookings').select('visitor_token').where('id', '=', bookingId).executeTakeFirstOrThrow()).visitor_token!;

describe(`the waitlist (${databaseKind} database)`, () => {
  let api: TestApi;

  before(async () => {
    api = await startApi({ seed: false, jobs: { pollMs: 50 } });
  });
  after(() => api.close());

  it('is for a full day only, one place per person; a freed time goes to the first in line, and when let go, to the next', async () => {
    const s = await onlineShop(api, 'Waitlist Line');
    const day = nextTuesday();
    const first = await visitor(api);
    const join = async (v: typeof first, email: string) => (await joinWithCode(api, v, s, { ...details, email, serviceId: s.serviceId, day })).verified;
    // a day with free times is booked, not waited for
    assert.equal(codeOf(await join(first, 'first@example.com')), 'day_not_full');
    const booked = await fullDay(api, s, day);

    const joined = await join(first, 'first@example.com');
    assert.equal(joined.statusCode, 201, joined.body);
    assert.deepEqual(joined.json<VisitorWaitlistPlace>(), { day, serviceName: 'Wash', position: 1, offerMinutes: 15 });
    // joining again (the code proves the address theirs): their place, kept
    const again = await join(first, 'FIRST@example.com');
    assert.deepEqual([again.statusCode, again.json<VisitorWaitlistPlace>().position], [201, 1]);
    const second = await visitor(api);
    assert.equal((await join(second, 'second@example.com')).json<VisitorWaitlistPlace>().position, 2);
    // at the desk, a contact joins too, third
    const deskContact = await addContact(api, s.businessId, { first: 'Desk', last: 'Person' });
    const desk = await s.b.post('/api/waitlist', { payload: { contactId: deskContact, serviceId: s.serviceId, staffId: s.staff.id, day } });
    assert.equal(desk.statusCode, 201, desk.body);
    assert.deepEqual([desk.json<WaitlistEntry>().position, desk.json<WaitlistEntry>().staffName], [3, 'Ana']);

    // 10:00 is cancelled: the first in line is offered it, held for them, and mailed
    const cancelled = await s.b.post(`/api/bookings/${booked['10:00']}/actions`, { payload: { action: 'cancel', reason: 'Sick' } });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    let line = await lineWhen(s, day, (items) => items[0]?.status === 'offered');
    assert.deepEqual(
      line.map((e) => [e.contactName, e.status, e.position]),
      [
        ['Lena Park', 'offered', 1],
        ['Lena Park', 'waiting', 2],
        ['Desk Person', 'waiting', 3],
      ],
    );
    const offerMinutes = (Date.parse(line[0]!.offerExpiresAt!) - Date.now()) / 60_000;
    assert.ok(offerMinutes > 14 && offerMinutes <= 15, String(offerMinutes));
    const firstToken = await tokenOf(api, line[0]!.bookingId!);
    const offer = (await first.get(`/api/book/bookings/${firstToken}`)).json<VisitorBooking>();
    assert.deepEqual([offer.status, offer.waitlistOffer, Date.parse(offer.startsAt)], ['held', true, Date.parse(at(day, '10:00'))]);
    const mails = await api.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('business_id', '=', s.businessId)
      .where('subject', 'not like', '% is your code for %')
      .execute();
    assert.deepEqual(
      mails.map((m) => [m.to_address, m.subject]),
      [['first@example.com', 'A time opened up at Waitlist Line']],
    );
    assert.match(mails[0]!.text_body, /It is held for you for 15 minutes, until /);
    // nobody else may book the offered time meanwhile
    assert.equal(
      codeOf(
        await s.b.post('/api/bookings', {
          headers: idempotencyKey(),
          payload: { contactId: deskContact, serviceIds: [s.serviceId], staffId: s.staff.id, startsAt: at(day, '10:00') },
        }),
      ),
      'slot_taken',
    );

    // the first lets it go: it passes to the second, who takes it
    assert.equal((await first.post(`/api/book/offers/${firstToken}/decline`)).statusCode, 204);
    line = await lineWhen(s, day, (items) => items[0]?.status === 'offered');
    assert.deepEqual(
      line.map((e) => [e.status, e.position]),
      [
        ['offered', 1],
        ['waiting', 2],
      ],
    );
    const secondToken = await tokenOf(api, line[0]!.bookingId!);
    assert.equal(codeOf(await first.post(`/api/book/offers/${firstToken}/accept`)), 'not_found', 'a declined offer is gone');
    const accepted = await second.post(`/api/book/offers/${secondToken}/accept`);
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.deepEqual([accepted.json<VisitorBooking>().status, accepted.json<VisitorBooking>().waitlistOffer], ['confirmed', false]);
    const all = (await s.b.get(`/api/waitlist?from=${day}&to=${day}&status=booked`)).json<WaitlistList>().items;
    assert.equal(all.length, 1);
    assert.equal((await s.b.get(`/api/waitlist?from=${day}&to=${day}&status=passed`)).json<WaitlistList>().items.length, 1);
    assert.equal(codeOf(await second.post(`/api/book/offers/${secondToken}/decline`)), 'not_found', 'a booked offer is no offer');
  });

  it('passes an offer that ran out to the next in line; the desk may take someone off the line', async () => {
    const s = await onlineShop(api, 'Waitlist Lapse');
    const day = nextTuesday(2);
    const booked = await fullDay(api, s, day);
    const [one, two] = [await addContact(api, s.businessId, { first: 'One' }), await addContact(api, s.businessId, { first: 'Two' })];
    await giveEmails(api, [one, two]);
    const entries = [];
    for (const contactId of [one, two])
      entries.push((await s.b.post('/api/waitlist', { payload: { contactId, serviceId: s.serviceId, day } })).json<WaitlistEntry>());
    assert.equal(codeOf(await s.b.post('/api/waitlist', { payload: { contactId: one, serviceId: s.serviceId, day: '2020-01-07' } })), 'validation_failed');
    // a day nobody works is closed, not full: nothing will free up on it
    const closed = await s.b.post('/api/waitlist', { payload: { contactId: one, serviceId: s.serviceId, day: addDays(day, 1) } });
    assert.deepEqual([closed.statusCode, closed.json<Problem>().errors?.day?.code], [400, 'not_allowed']);

    assert.equal((await s.b.post(`/api/bookings/${booked['09:00']}/actions`, { payload: { action: 'cancel', reason: 'Moved away' } })).statusCode, 200);
    let line = await lineWhen(s, day, (items) => items[0]?.status === 'offered');
    // the offer runs out unanswered: the hold job lets it go, and the time goes to the next
    await api.db
      .updateTable('bookings')
      .set({ hold_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', line[0]!.bookingId!)
      .execute();
    assert.equal(await unitOfWork(api.db, s.businessId, releaseExpiredHolds), 1);
    line = await lineWhen(s, day, (items) => items.length === 1 && items[0]!.status === 'offered');
    assert.equal(line[0]!.contactName, 'Two One');
    // the desk takes Two off the line: the offered time is let go, free to book again
    assert.equal((await s.b.delete(`/api/waitlist/${entries[1]!.id}`)).statusCode, 204);
    assert.equal(codeOf(await s.b.delete(`/api/waitlist/${entries[1]!.id}`)), 'conflict');
    assert.deepEqual((await s.b.get(`/api/waitlist?from=${day}&to=${day}`)).json<WaitlistList>().items, []);
    const rebook = await s.b.post('/api/bookings', {
      headers: idempotencyKey(),
      payload: { contactId: one, serviceIds: [s.serviceId], staffId: s.staff.id, startsAt: at(day, '09:00') },
    });
    assert.equal(rebook.statusCode, 201, rebook.body);
  });

  it('lets the desk offer a customer waiting a time it chose: held for them and mailed; refused for one not waiting, without an email, or a time not free', async () => {
    const s = await onlineShop(api, 'Waitlist Desk Offer');
    const day = nextTuesday(3);
    await fullDay(api, s, day);
    const [one, two, three] = [
      await addContact(api, s.businessId, { first: 'One' }),
      await addContact(api, s.businessId, { first: 'Two' }),
      await addContact(api, s.businessId, { first: 'Three' }),
    ];
    await giveEmails(api, [one, two]);
    const entries: WaitlistEntry[] = [];
    for (const contactId of [one, two, three])
      entries.push((await s.b.post('/api/waitlist', { payload: { contactId, serviceId: s.serviceId, day } })).json<WaitlistEntry>());
    // Ana stays an hour longer that day: a time the desk knows Two can take (the first in line cannot)
    const longer = await s.b.patch(`/api/staff/${s.staff.id}`, { payload: { hours: [{ weekday: 2, starts: '09:00', ends: '13:00' }] } });
    assert.equal(longer.statusCode, 200, longer.body);
    const offer = (entry: WaitlistEntry, time: string) => s.b.post(`/api/waitlist/${entry.id}/offer`, { payload: { startsAt: at(day, time) } });

    assert.equal(codeOf(await offer(entries[1]!, '10:00')), 'slot_taken');
    const res = await offer(entries[1]!, '12:00');
    assert.equal(res.statusCode, 200, res.body);
    const offered = res.json<WaitlistEntry>();
    assert.equal(offered.status, 'offered');
    const held = await api.db
      .selectFrom('bookings')
      .select(['status', 'starts_at', 'contact_id'])
      .where('id', '=', offered.bookingId!)
      .executeTakeFirstOrThrow();
    assert.deepEqual([held.status, new Date(held.starts_at).toISOString(), held.contact_id], ['held', new Date(at(day, '12:00')).toISOString(), two]);
    const mails = await api.db.selectFrom('outbox').select(['to_address', 'subject']).where('business_id', '=', s.businessId).execute();
    assert.deepEqual(
      mails.map((m) => [m.to_address, m.subject]),
      [[`${two.slice(0, 8)}@example.com`, 'A time opened up at Waitlist Desk Offer']],
    );
    // the time is theirs while held; Two cannot be offered again; Three has no email to send it to
    assert.equal(codeOf(await offer(entries[0]!, '12:00')), 'slot_taken');
    assert.equal(codeOf(await offer(entries[1]!, '12:00')), 'conflict');
    const noEmail = await offer(entries[2]!, '12:00');
    assert.deepEqual([noEmail.statusCode, noEmail.json<Problem>().errors?.entryId?.code], [400, 'required']);
  });

  it('offers a service that asks a deposit with its payment link: accepting answers it, paying books it', async () => {
    const s = await onlineShop(api, 'Waitlist Deposit');
    const day = nextTuesday(3);
    const booked = await fullDay(api, s, day);
    const v = await visitor(api);
    const joined = (await joinWithCode(api, v, s, { ...details, asset: { data: { breed: 'Pug' } }, serviceId: s.groomId, day })).verified;
    assert.equal(joined.statusCode, 201, joined.body);
    assert.equal((await s.b.post(`/api/bookings/${booked['11:00']}/actions`, { payload: { action: 'cancel', reason: 'Sick' } })).statusCode, 200);
    const [entry] = await lineWhen(s, day, (items) => items[0]?.status === 'offered');
    const token = await tokenOf(api, entry!.bookingId!);
    const offer = (await v.get(`/api/book/bookings/${token}`)).json<VisitorBooking>();
    assert.deepEqual([offer.waitlistOffer, offer.depositMinor, offer.serviceName], [true, 1600, 'Groom']);
    const accepted = (await v.post(`/api/book/offers/${token}/accept`)).json<VisitorBooking>();
    assert.deepEqual([accepted.status, accepted.payUrl], ['held', offer.payUrl]);
    assert.match(accepted.payUrl ?? '', /^\/pay\//);
    const paid = await v.post(`/api/pay${accepted.payUrl!.slice('/pay'.length)}`, { payload: { card: APPROVED_CARD }, headers: idempotencyKey() });
    assert.equal(paid.statusCode, 201, paid.body);
    assert.equal((await v.get(`/api/book/bookings/${token}`)).json<VisitorBooking>().status, 'confirmed');
    assert.equal((await s.b.get(`/api/waitlist?from=${day}&to=${day}&status=booked`)).json<WaitlistList>().items.length, 1);
  });

  it("counts a visitor's place only once they entered the code mailed to them, and answers an address already in line as any other", async () => {
    const s = await onlineShop(api, 'Waitlist Codes');
    const day = nextTuesday(4);
    const booked = await fullDay(api, s, day);
    const payload = { ...details, serviceId: s.serviceId, day };
    // a customer already in line
    const regular = await visitor(api);
    const theirs = await joinWithCode(api, regular, s, { ...payload, email: 'regular@example.com' });
    assert.equal(theirs.verified.statusCode, 201, theirs.verified.body);

    // a stranger types the regular's address, and someone else a new one: the same answer, naming nobody
    const stranger = await visitor(api);
    const [dup, fresh] = [
      await stranger.post(`/api/book/businesses/${s.businessId}/waitlist`, { payload: { ...payload, email: 'regular@example.com' } }),
      await stranger.post(`/api/book/businesses/${s.businessId}/waitlist`, { payload: { ...payload, email: 'pending@example.com' } }),
    ];
    assert.deepEqual([dup.statusCode, fresh.statusCode], [202, 202]);
    const shape = (v: VisitorVerification) => ({
      ...v,
      token: typeof v.token,
      email: typeof v.email,
      expiresAt: typeof v.expiresAt,
      resendAt: typeof v.resendAt,
    });
    assert.deepEqual(shape(dup.json<VisitorVerification>()), shape(fresh.json<VisitorVerification>()));
    assert.ok(!dup.body.includes('Lena'));

    // until its code is entered, the pending join is in no line: a freed time goes to the regular, nobody else waits
    const line = (await s.b.get(`/api/waitlist?from=${day}&to=${day}`)).json<WaitlistList>().items;
    assert.equal(line.length, 1);
    assert.equal(
      (await api.db.selectFrom('contacts').select('id').where('business_id', '=', s.businessId).where('email', '=', 'pending@example.com').execute()).length,
      0,
    );
    assert.equal((await s.b.post(`/api/bookings/${booked['09:00']}/actions`, { payload: { action: 'cancel', reason: 'Sick' } })).statusCode, 200);
    const offered = await lineWhen(s, day, (items) => items[0]?.status === 'offered');
    assert.deepEqual(
      offered.map((e) => e.status),
      ['offered'],
    );
    // the code entered, the pending visitor is second; a wrong one counts against its tries
    const { token } = fresh.json<VisitorVerification>();
    const code = await mailedCode(api, s.businessId, 'pending@example.com');
    const wrong = await stranger.post(`/api/book/waitlist/${token}/verify`, { payload: { code: code === '000000' ? '111111' : '000000' } });
    assert.deepEqual([wrong.statusCode, wrong.json<Problem>().errors?.code?.params], [400, { triesLeft: 4 }]);
    const placed = await stranger.post(`/api/book/waitlist/${token}/verify`, { payload: { code } });
    assert.deepEqual([placed.statusCode, placed.json<VisitorWaitlistPlace>().position], [201, 2]);
    assert.equal(codeOf(await stranger.post(`/api/book/waitlist/${token}/verify`, { payload: { code } })), 'not_found');
  });
});
