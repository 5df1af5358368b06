import type { LightMyRequestResponse } from 'fastify';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addContact, databaseKind, idempotencyKey, signUp, startApi, type Browser, type TestApi } from '../../testing/harness';
import { followStream, listeningPort } from '../../testing/eventStream';
import { ZONE, at, details, nextTuesday, onlineShop as shop, visitor, type Shop } from '../../testing/bookings';
import { APPROVED_CARD } from '../../testing/sales';
import type { BookingDetail, DepositLedger, OnlineBookingView, PayLinkReceipt, PayLinkView, Problem, SlotList, StaffMember, VisitorBooking } from '../../schemas';

const body = <T>(res: LightMyRequestResponse) => res.json() as T;
const codeOf = (res: LightMyRequestResponse) => body<Problem>(res).code;
const fieldsOf = (res: LightMyRequestResponse) => {
  assert.equal(res.statusCode, 400, res.body);
  return Object.fromEntries(Object.entries(body<Problem>(res).errors ?? {}).map(([field, error]) => [field, error.code]));
};

const hold = (v: Browser, s: Shop, startsAt: string, serviceId = s.serviceId) => v.post(`/api/book/businesses/${s.businessId}/holds`, { payload: { serviceId, startsAt } });
async function held(v: Browser, s: Shop, startsAt: string): Promise<VisitorBooking> {
  const res = await hold(v, s, startsAt);
  assert.equal(res.statusCode, 201, res.body);
  return body<VisitorBooking>(res);
}
const slotStarts = async (v: Browser, s: Shop, day: string) =>
  body<SlotList>(await v.get(`/api/book/businesses/${s.businessId}/slots?day=${day}&serviceId=${s.serviceId}`)).slots.map((slot) => slot.startsAt);

describe(`online booking (${databaseKind} database)`, () => {
  let api: TestApi;

  before(async () => {
    api = await startApi({ jobs: false, seed: false });
  });
  after(() => api.close());

  it('shows the services booked online, their deposits and the days open; 404 while online booking is off', async () => {
    const s = await shop(api, 'Online View');
    const v = await visitor(api);
    const view = body<OnlineBookingView>(await v.get(`/api/book/businesses/${s.businessId}`));
    assert.equal(view.businessName, 'Online View');
    assert.equal(view.timeZone, ZONE);
    assert.deepEqual(
      view.services.map((x) => [x.name, x.depositMinor, x.assetType?.name ?? null]),
      [['Groom', 1600, 'Pet'], ['Wash', 0, null]],
    );
    assert.deepEqual(view.staff.map((m) => m.name), ['Ana']);
    assert.ok(view.firstDay <= view.lastDay);
    await s.b.patch('/api/booking-settings', { payload: { onlineEnabled: false } });
    const off = await v.get(`/api/book/businesses/${s.businessId}`);
    assert.equal(off.statusCode, 404);
    assert.equal((await v.get(`/api/book/businesses/${s.businessId}/slots?day=${nextTuesday()}&serviceId=${s.serviceId}`)).statusCode, 404);
  });

  it('holds a slot for ten minutes: nobody else gets it, at the desk or online, until it is let go', async () => {
    const s = await shop(api, 'Online Hold');
    const day = nextTuesday();
    const [v, other] = [await visitor(api), await visitor(api)];
    assert.deepEqual(await slotStarts(v, s, day), ['09:00', '10:00', '11:00'].map((time) => new Date(at(day, time)).toISOString()));
    const mine = await held(v, s, at(day, '10:00'));
    assert.equal(mine.status, 'held');
    const holdMinutes = (Date.parse(mine.holdExpiresAt!) - Date.now()) / 60_000;
    assert.ok(holdMinutes > 9 && holdMinutes <= 10, String(holdMinutes));
    assert.equal(mine.staffName, 'Ana');
    assert.deepEqual(await slotStarts(other, s, day), ['09:00', '11:00'].map((time) => new Date(at(day, time)).toISOString()));
    const taken = await hold(other, s, at(day, '10:00'));
    assert.equal(taken.statusCode, 409);
    assert.equal(codeOf(taken), 'slot_taken');
    // the desk cannot book it either: the same constraint
    const contactId = await addContact(api, s.businessId);
    const desk = await s.b.post('/api/bookings', { payload: { contactId, serviceIds: [s.serviceId], staffId: s.staff.id, startsAt: at(day, '10:00') }, headers: { 'idempotency-key': crypto.randomUUID() } });
    assert.equal(codeOf(desk), 'slot_taken');
    // a time the page does not offer (outside the hours) is not held
    assert.equal(codeOf(await hold(other, s, at(day, '15:00'))), 'slot_taken');
    assert.equal((await v.post(`/api/book/holds/${mine.token}/release`)).statusCode, 204);
    assert.equal((await slotStarts(other, s, day)).length, 3);
    assert.equal((await v.post(`/api/book/holds/${mine.token}/release`)).statusCode, 404);
  });

  it('books a held slot: the contact found or added by email, confirmed, in its history, and a confirmation mailed', async () => {
    const s = await shop(api, 'Online Confirm');
    const day = nextTuesday();
    const v = await visitor(api);
    const mine = await held(v, s, at(day, '09:00'));
    assert.deepEqual(fieldsOf(await v.post(`/api/book/holds/${mine.token}/confirm`, { payload: { ...details, email: 'not-an-email', phone: '' } })), { email: 'invalid_email', phone: 'required' });
    const res = await v.post(`/api/book/holds/${mine.token}/confirm`, { payload: { ...details, notes: 'First time' } });
    assert.equal(res.statusCode, 200, res.body);
    const booked = body<VisitorBooking>(res);
    assert.equal(booked.status, 'confirmed');
    assert.equal(booked.holdExpiresAt, null);
    assert.equal(booked.manageUrl, `/book?business=${s.businessId}&manage=${mine.token}`);
    const row = await api.db.selectFrom('bookings').innerJoin('contacts', 'contacts.id', 'bookings.contact_id').select(['contacts.email', 'contacts.phone', 'contacts.source', 'bookings.source as booked', 'bookings.notes']).where('bookings.visitor_token', '=', mine.token).executeTakeFirstOrThrow();
    assert.deepEqual(row, { email: 'lena@example.com', phone: '5550102030', source: 'online_booking', booked: 'online', notes: 'First time' });
    const mail = await api.db.selectFrom('outbox').select(['to_address', 'subject', 'text_body']).where('business_id', '=', s.businessId).executeTakeFirstOrThrow();
    assert.equal(mail.to_address, 'lena@example.com');
    assert.equal(mail.subject, 'Your booking with Online Confirm is confirmed');
    assert.ok(mail.text_body.includes(`/book?business=${s.businessId}&manage=${mine.token}`), mail.text_body);
    assert.equal(codeOf(await v.post(`/api/book/holds/${mine.token}/confirm`, { payload: details })), 'booking_state');
    // the same email books again: the same contact
    const again = await held(v, s, at(day, '11:00'));
    assert.equal((await v.post(`/api/book/holds/${again.token}/confirm`, { payload: { ...details, email: 'LENA@example.com' } })).statusCode, 200);
    const contacts = await api.db.selectFrom('contacts').select('id').where('business_id', '=', s.businessId).execute();
    assert.equal(contacts.length, 1);
    const history = await api.db.selectFrom('booking_events').innerJoin('bookings', 'bookings.id', 'booking_events.booking_id').select(['booking_events.action', 'booking_events.actor', 'booking_events.to_status']).where('bookings.visitor_token', '=', mine.token).orderBy('booking_events.at').execute();
    assert.deepEqual(history.map((e) => [e.action, e.actor, e.to_status]), [['created', 'visitor', 'held'], ['booked_online', 'visitor', 'confirmed']]);
  });

  it('asks for the pet when the service is for one, and adds it to the contact', async () => {
    const s = await shop(api, 'Online Pet');
    const v = await visitor(api);
    const res = await hold(v, s, at(nextTuesday(), '09:00'), s.groomId);
    assert.equal(res.statusCode, 201, res.body);
    const token = body<VisitorBooking>(res).token;
    assert.deepEqual(fieldsOf(await v.post(`/api/book/holds/${token}/confirm`, { payload: details })), { asset: 'required' });
    assert.deepEqual(fieldsOf(await v.post(`/api/book/holds/${token}/confirm`, { payload: { ...details, asset: { data: {} } } })), { 'asset.breed': 'required' });
    // no name given: one is made from its fields
    const res2 = await v.post(`/api/book/holds/${token}/confirm`, { payload: { ...details, asset: { data: { breed: 'Beagle' } } } });
    assert.equal(res2.statusCode, 200, res2.body);
    const asset = await api.db.selectFrom('bookings').innerJoin('assets', 'assets.id', 'bookings.asset_id').select(['assets.name', 'assets.asset_type_id']).where('bookings.visitor_token', '=', token).executeTakeFirstOrThrow();
    assert.deepEqual(asset, { name: 'Beagle', asset_type_id: s.typeId });
  });

  it('books a service that asks a deposit only once it is paid by link: a decline changes nothing, a paid deposit is the contact\'s credit for the booking', async () => {
    const s = await shop(api, 'Online Deposit');
    const v = await visitor(api);
    const mine = body<VisitorBooking>(await hold(v, s, at(nextTuesday(), '10:00'), s.groomId));
    const withPet = { ...details, asset: { data: { breed: 'Beagle' } } };
    const sent = await v.post(`/api/book/holds/${mine.token}/confirm`, { payload: withPet });
    assert.equal(sent.statusCode, 200, sent.body);
    const pending = body<VisitorBooking>(sent);
    // the details do not book it: the deposit (20 % of 80.00) does, through its link; the hold runs ten minutes for the payment
    assert.deepEqual([pending.status, pending.depositMinor], ['held', 1600]);
    assert.match(pending.payUrl ?? '', /^\/pay\/[A-Za-z0-9_-]{22}$/);
    const holdMinutes = (Date.parse(pending.holdExpiresAt!) - Date.now()) / 60_000;
    assert.ok(holdMinutes > 9 && holdMinutes <= 10, String(holdMinutes));
    // sending the details again gives the same link and does not stretch the hold
    const again = body<VisitorBooking>(await v.post(`/api/book/holds/${mine.token}/confirm`, { payload: withPet }));
    assert.deepEqual([again.payUrl, again.holdExpiresAt], [pending.payUrl, pending.holdExpiresAt]);
    const linkId = pending.payUrl!.slice('/pay/'.length);

    const view = body<PayLinkView>(await v.get(`/api/pay/${linkId}`));
    assert.deepEqual(
      [view.purpose, view.amountMinor, view.invoiceNumber, view.booking?.serviceName, view.booking?.staffName, view.booking?.startsAt, view.returnUrl],
      ['deposit', 1600, null, 'Groom', 'Ana', mine.startsAt, `/book?business=${s.businessId}&manage=${mine.token}`],
    );
    const pay = (card: object) => v.post(`/api/pay/${linkId}`, { payload: { card }, headers: idempotencyKey() });
    const declined = await pay({ ...APPROVED_CARD, number: '4000000000000002' });
    assert.deepEqual([declined.statusCode, codeOf(declined)], [402, 'card_declined']);
    assert.equal(body<VisitorBooking>(await v.get(`/api/book/bookings/${mine.token}`)).status, 'held');

    const paid = await pay(APPROVED_CARD);
    assert.equal(paid.statusCode, 201, paid.body);
    const receipt = body<PayLinkReceipt>(paid);
    assert.deepEqual([receipt.purpose, receipt.amountMinor, receipt.cardLast4, receipt.returnUrl], ['deposit', 1600, '4242', view.returnUrl]);
    const booked = body<VisitorBooking>(await v.get(`/api/book/bookings/${mine.token}`));
    assert.deepEqual([booked.status, booked.depositMinor, booked.payUrl, booked.holdExpiresAt], ['confirmed', 1600, null, null]);
    // a second tab's payment finds it paid; the link says so
    assert.equal(codeOf(await pay(APPROVED_CARD)), 'link_paid');
    assert.equal(codeOf(await v.get(`/api/pay/${linkId}`)), 'link_paid');

    // at the desk: the booking confirmed online, the deposit held for it in the contact's ledger, the mail queued
    const bookingId = (await api.db.selectFrom('bookings').select('id').where('visitor_token', '=', mine.token).executeTakeFirstOrThrow()).id;
    const detail = body<BookingDetail>(await s.b.get(`/api/bookings/${bookingId}`));
    assert.equal(detail.booking.status, 'confirmed');
    assert.deepEqual(detail.history.map((e) => [e.action, e.detail]).slice(-1), [['booked_online', 'deposit paid']]);
    const ledger = body<DepositLedger>(await s.b.get(`/api/deposit-ledgers/${detail.booking.contactId}`));
    assert.deepEqual(ledger.deposits.map((d) => [d.bookingId, d.amountMinor, d.status, d.tender]), [[bookingId, 1600, 'held', 'card']]);
    assert.equal(ledger.balanceMinor, 1600);
    const mails = await api.db.selectFrom('outbox').select('subject').where('business_id', '=', s.businessId).execute();
    assert.equal(mails.length, 1, 'one confirmation, sent when the deposit booked it');
  });

  it('charges nothing for a deposit whose hold ran out: its link answers 410 hold_expired', async () => {
    const s = await shop(api, 'Online Deposit Late');
    const v = await visitor(api);
    const mine = body<VisitorBooking>(await hold(v, s, at(nextTuesday(), '11:00'), s.groomId));
    const pending = body<VisitorBooking>(await v.post(`/api/book/holds/${mine.token}/confirm`, { payload: { ...details, asset: { data: { breed: 'Pug' } } } }));
    const linkId = pending.payUrl!.slice('/pay/'.length);
    await api.db.updateTable('bookings').set({ hold_expires_at: new Date(Date.now() - 1000) }).where('visitor_token', '=', mine.token).execute();
    assert.equal(codeOf(await v.get(`/api/pay/${linkId}`)), 'hold_expired');
    const late = await v.post(`/api/pay/${linkId}`, { payload: { card: APPROVED_CARD }, headers: idempotencyKey() });
    assert.deepEqual([late.statusCode, codeOf(late)], [410, 'hold_expired']);
    const charged = await api.db.selectFrom('transactions').select('id').where('business_id', '=', s.businessId).execute();
    assert.deepEqual(charged, []);
    // the time is anyone's again; once the hold is let go, its link still answers that it ran out
    const next = body<VisitorBooking>(await hold(await visitor(api), s, at(nextTuesday(), '11:00'), s.groomId));
    assert.equal(next.status, 'held');
    assert.equal(codeOf(await v.get(`/api/pay/${linkId}`)), 'hold_expired');
  });

  it('lets a hold that ran out go: its confirmation is refused (410) and its time is booked by the next visitor', async () => {
    const s = await shop(api, 'Online Expired');
    const day = nextTuesday();
    const [v, next] = [await visitor(api), await visitor(api)];
    const mine = await held(v, s, at(day, '10:00'));
    await api.db.updateTable('bookings').set({ hold_expires_at: new Date(Date.now() - 1000) }).where('visitor_token', '=', mine.token).execute();
    // the expired hold holds nothing: the time is offered and held again
    assert.equal((await slotStarts(next, s, day)).length, 3);
    const theirs = await held(next, s, at(day, '10:00'));
    assert.equal(theirs.status, 'held');
    const late = await v.post(`/api/book/holds/${mine.token}/confirm`, { payload: details });
    assert.ok([404, 410].includes(late.statusCode), late.body);
    const rows = await api.db.selectFrom('bookings').select('visitor_token').where('business_id', '=', s.businessId).execute();
    assert.deepEqual(rows.map((r) => r.visitor_token), [theirs.token]);
  });

  it('lets the visitor move and cancel their booking until the cut-off, then not', async () => {
    const s = await shop(api, 'Online Manage');
    const day = nextTuesday();
    const v = await visitor(api);
    const mine = await held(v, s, at(day, '09:00'));
    await v.post(`/api/book/holds/${mine.token}/confirm`, { payload: details });
    const view = body<VisitorBooking>(await v.get(`/api/book/bookings/${mine.token}`));
    assert.equal(view.changeable, true);
    const moved = await v.post(`/api/book/bookings/${mine.token}/reschedule`, { payload: { startsAt: at(day, '11:00') } });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(body<VisitorBooking>(moved).startsAt, new Date(at(day, '11:00')).toISOString());
    assert.equal(codeOf(await v.post(`/api/book/bookings/${mine.token}/reschedule`, { payload: { startsAt: at(day, '14:00') } })), 'slot_taken');
    // a cut-off longer than the time left: no more changes online
    await s.b.patch('/api/booking-settings', { payload: { cancelCutoffHours: 720 } });
    const late = await v.post(`/api/book/bookings/${mine.token}/cancel`, { payload: {} });
    assert.equal(late.statusCode, 409);
    assert.equal(codeOf(late), 'cutoff_passed');
    await s.b.patch('/api/booking-settings', { payload: { cancelCutoffHours: 24 } });
    const cancelled = await v.post(`/api/book/bookings/${mine.token}/cancel`, { payload: { reason: 'Away' } });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(body<VisitorBooking>(cancelled).status, 'cancelled');
    assert.equal(body<VisitorBooking>(cancelled).changeable, false);
    const mails = await api.db.selectFrom('outbox').select('subject').where('business_id', '=', s.businessId).orderBy('created_at').execute();
    assert.deepEqual(mails.map((m) => m.subject), ['Your booking with Online Manage is confirmed', 'Your booking with Online Manage is cancelled']);
  });

  it('tells the business\'s signed-in staff of a new online booking at once, and nobody else', async () => {
    const s = await shop(api, 'Online Live');
    const other = await signUp(api, 'Online Live Other');
    const port = await listeningPort(api);
    const mine = followStream(port, s.b);
    const theirs = followStream(port, other.b);
    assert.deepEqual(await Promise.all([mine.opened, theirs.opened]), [200, 200]);
    const v = await visitor(api);
    const booked = await held(v, s, at(nextTuesday(), '09:00'));
    await v.post(`/api/book/holds/${booked.token}/confirm`, { payload: details });
    const row = await api.db.selectFrom('bookings').select('id').where('visitor_token', '=', booked.token).executeTakeFirstOrThrow();
    for (let i = 0; i < 100 && mine.events.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(mine.events, [{ event: 'booking', data: { kind: 'booked_online', bookingId: row.id } }]);
    assert.deepEqual(theirs.events, []);
    mine.close();
    theirs.close();
  });
});
