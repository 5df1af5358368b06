import type { LightMyRequestResponse } from 'fastify';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Temporal } from 'temporal-polyfill';
import { addContact, databaseKind, idempotencyKey, signUp, startApi, type Browser, type TestApi } from '../../../testing/harness';
import { followStream, listeningPort } from '../../../testing/eventStream';
import { ZONE, at, confirmWithCode, details, mailedCode, nextTuesday, onlineShop as shop, visitor, type Shop } from '../../../testing/bookings';
import { APPROVED_CARD } from '../../../testing/sales';
import type {
  BookingDetail,
  DayStates,
  DepositLedger,
  OnlineBookingView,
  PayLinkReceipt,
  PayLinkView,
  Problem,
  SlotList,
  VisitorBooking,
  VisitorVerification,
} from '../../../schemas';
import { CODES_PER_EMAIL_HOUR } from '../schemas';

const body = <T>(res: LightMyRequestResponse) => res.json() as T;
const codeOf = (res: LightMyRequestResponse) => body<Problem>(res).code;
const fieldsOf = (res: LightMyRequestResponse) => {
  assert.equal(res.statusCode, 400, res.body);
  return Object.fromEntries(Object.entries(body<Problem>(res).errors ?? {}).map(([field, error]) => [field, error.code]));
};

const hold = (v: Browser, s: Shop, startsAt: string, serviceId = s.serviceId) =>
  v.post(`/api/book/businesses/${s.businessId}/holds`, { payload: { serviceIds: [serviceId], startsAt } });
async function held(v: Browser, s: Shop, startsAt: string): Promise<VisitorBooking> {
  const res = await hold(v, s, startsAt);
  assert.equal(res.statusCode, 201, res.body);
  return body<VisitorBooking>(res);
}
const slotStarts = async (v: Browser, s: Shop, day: string) =>
  body<SlotList>(await v.get(`/api/book/businesses/${s.businessId}/slots?day=${day}&serviceIds=${s.serviceId}`)).slots.map((slot) => slot.startsAt);

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
      [
        ['Groom', 1600, 'Pet'],
        ['Wash', 0, null],
      ],
    );
    assert.deepEqual(
      view.staff.map((m) => m.name),
      ['Ana'],
    );
    assert.ok(view.firstDay <= view.lastDay);
    await s.b.patch('/api/booking-settings', { payload: { onlineEnabled: false } });
    const off = await v.get(`/api/book/businesses/${s.businessId}`);
    assert.equal(off.statusCode, 404);
    assert.equal((await v.get(`/api/book/businesses/${s.businessId}/slots?day=${nextTuesday()}&serviceIds=${s.serviceId}`)).statusCode, 404);
  });

  it('shows the business as it writes itself: its address, phone and logo (served as the image, cached by its version); a file that is no image is refused and changes nothing', async () => {
    const s = await shop(api, 'Online Identity');
    const v = await visitor(api);
    const read = async () => body<OnlineBookingView>(await v.get(`/api/book/businesses/${s.businessId}`));
    assert.deepEqual(await read().then((x) => [x.address, x.phone, x.logoUrl]), ['', '', null]);

    // a 1×1 PNG
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const set = await s.b.patch('/api/booking-settings', {
      payload: { pageAddress: '  12 Calle Mayor, Madrid ', pagePhone: '+34 600 000 000', logo: `data:image/png;base64,${png.toString('base64')}` },
    });
    assert.equal(set.statusCode, 200, set.body);
    const shown = await read();
    assert.deepEqual([shown.address, shown.phone], ['12 Calle Mayor, Madrid', '+34 600 000 000']);
    assert.match(shown.logoUrl ?? '', new RegExp(`^/api/book/businesses/${s.businessId}/logo\\?v=[0-9a-f]{16}$`));
    const image = await v.get(shown.logoUrl!);
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    assert.equal(image.headers['x-content-type-options'], 'nosniff');
    assert.match(String(image.headers['cache-control']), /immutable/);
    assert.deepEqual(image.rawPayload, png);
    // an old version's address is checked again, not cached for good
    assert.equal((await v.get(`/api/book/businesses/${s.businessId}/logo?v=0000000000000000`)).headers['cache-control'], 'no-cache');

    // bytes that are not what the data: URL says, a type not taken, a too long address: refused, nothing changed
    const jpegNamed = await s.b.patch('/api/booking-settings', { payload: { logo: `data:image/jpeg;base64,${png.toString('base64')}`, pagePhone: '1' } });
    assert.deepEqual(fieldsOf(jpegNamed), { logo: 'invalid_value' });
    assert.deepEqual(fieldsOf(await s.b.patch('/api/booking-settings', { payload: { logo: 'data:image/svg+xml;base64,PHN2Zy8+' } })), {
      logo: 'invalid_value',
    });
    assert.equal((await s.b.patch('/api/booking-settings', { payload: { pageAddress: 'x'.repeat(301) } })).statusCode, 400);
    assert.deepEqual(await read().then((x) => [x.address, x.phone, x.logoUrl]), [shown.address, shown.phone, shown.logoUrl]);

    // the logo taken away: the page shows none, its address answers 404
    assert.equal((await s.b.patch('/api/booking-settings', { payload: { logo: null } })).statusCode, 200);
    assert.equal((await read()).logoUrl, null);
    assert.equal((await v.get(shown.logoUrl!)).statusCode, 404);
  });

  it('marks two weeks of days open, full or closed for a service, as their free times say', async () => {
    const s = await shop(api, 'Online Days');
    const v = await visitor(api);
    const tuesday = nextTuesday();
    const monday = Temporal.PlainDate.from(tuesday).subtract({ days: 1 }).toString();
    const read = async (from: string) => {
      const res = await v.get(`/api/book/businesses/${s.businessId}/days?from=${from}&serviceIds=${s.serviceId}`);
      assert.equal(res.statusCode, 200, res.body);
      return new Map(body<DayStates>(res).days.map(({ day, state }) => [day, state]));
    };
    const before = await read(monday);
    assert.equal(before.size, 14);
    // Ana works Tuesdays only
    assert.deepEqual([before.get(monday), before.get(tuesday)], ['closed', 'open']);
    // the Tuesday's three times taken at the desk: full, a waitlist's day
    const contactId = await addContact(api, s.businessId);
    for (const time of ['09:00', '10:00', '11:00']) {
      const res = await s.b.post('/api/bookings', {
        payload: { contactId, serviceIds: [s.serviceId], staffId: s.staff.id, startsAt: at(tuesday, time) },
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      assert.equal(res.statusCode, 201, res.body);
    }
    const after = await read(monday);
    assert.deepEqual([after.get(tuesday), after.get(Temporal.PlainDate.from(tuesday).add({ days: 7 }).toString())], ['full', 'open']);
    // a day before the first bookable one starts the marks at the first; a service not booked online is refused
    assert.ok([...(await read('2000-01-01')).keys()][0]! >= Temporal.Now.plainDateISO(ZONE).toString());
    const refused = await v.get(`/api/book/businesses/${s.businessId}/days?from=${monday}&serviceIds=${crypto.randomUUID()}`);
    assert.equal(refused.statusCode, 400);
  });

  it('books several services in one visit: times long enough for them all, one booking, their prices added, the deposit of the one that asks it', async () => {
    const s = await shop(api, 'Online Several');
    const v = await visitor(api);
    const day = nextTuesday();
    const both = `${s.serviceId},${s.groomId}`;
    // two hours of a three-hour morning: 09:00 and 10:00 start them both
    const starts = body<SlotList>(await v.get(`/api/book/businesses/${s.businessId}/slots?day=${day}&serviceIds=${both}`)).slots.map((x) => x.startsAt);
    assert.deepEqual(
      starts,
      ['09:00', '10:00'].map((time) => new Date(at(day, time)).toISOString()),
    );
    const res = await v.post(`/api/book/businesses/${s.businessId}/holds`, { payload: { serviceIds: [s.serviceId, s.groomId], startsAt: at(day, '10:00') } });
    assert.equal(res.statusCode, 201, res.body);
    const held = body<VisitorBooking>(res);
    assert.deepEqual(
      [held.serviceName, held.serviceIds, held.priceMinor, Date.parse(held.endsAt) - Date.parse(held.startsAt)],
      ['Wash + Groom', [s.serviceId, s.groomId], 11000, 2 * 60 * 60_000],
    );
    // the groom is for a pet: its breed is asked; its 20% deposit (of $80.00) is the visit's
    const verified = await confirmWithCode(api, v, s.businessId, held.token, { ...details, asset: { data: { breed: 'Corgi' } } });
    assert.equal(verified.statusCode, 200, verified.body);
    const due = body<VisitorBooking>(verified);
    assert.deepEqual([due.status, due.depositMinor, due.payUrl !== null], ['held', 1600, true]);
    // one booking: the morning's last hour alone is left
    assert.deepEqual(await slotStarts(v, s, day), [new Date(at(day, '09:00')).toISOString()]);
    // the same service twice, or more than four, is refused
    const twice = await v.post(`/api/book/businesses/${s.businessId}/holds`, {
      payload: { serviceIds: [s.serviceId, s.serviceId], startsAt: at(day, '09:00') },
    });
    assert.equal(twice.statusCode, 400);
  });

  it('holds a slot for ten minutes: nobody else gets it, at the desk or online, until it is let go', async () => {
    const s = await shop(api, 'Online Hold');
    const day = nextTuesday();
    const [v, other] = [await visitor(api), await visitor(api)];
    assert.deepEqual(
      await slotStarts(v, s, day),
      ['09:00', '10:00', '11:00'].map((time) => new Date(at(day, time)).toISOString()),
    );
    const mine = await held(v, s, at(day, '10:00'));
    assert.equal(mine.status, 'held');
    const holdMinutes = (Date.parse(mine.holdExpiresAt!) - Date.now()) / 60_000;
    assert.ok(holdMinutes > 9 && holdMinutes <= 10, String(holdMinutes));
    assert.equal(mine.staffName, 'Ana');
    assert.deepEqual(
      await slotStarts(other, s, day),
      ['09:00', '11:00'].map((time) => new Date(at(day, time)).toISOString()),
    );
    const taken = await hold(other, s, at(day, '10:00'));
    assert.equal(taken.statusCode, 409);
    assert.equal(codeOf(taken), 'slot_taken');
    // the desk cannot book it either: the same constraint
    const contactId = await addContact(api, s.businessId);
    const desk = await s.b.post('/api/bookings', {
      payload: { contactId, serviceIds: [s.serviceId], staffId: s.staff.id, startsAt: at(day, '10:00') },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    assert.equal(codeOf(desk), 'slot_taken');
    // a time the page does not offer (outside the hours) is not held
    assert.equal(codeOf(await hold(other, s, at(day, '15:00'))), 'slot_taken');
    assert.equal((await v.post(`/api/book/holds/${mine.token}/release`)).statusCode, 204);
    assert.equal((await slotStarts(other, s, day)).length, 3);
    assert.equal((await v.post(`/api/book/holds/${mine.token}/release`)).statusCode, 404);
  });

  it('books a held slot once its visitor entered the code mailed to them: the contact found or added by email, confirmed, in its history, a confirmation mailed', async () => {
    const s = await shop(api, 'Online Confirm');
    const day = nextTuesday();
    const v = await visitor(api);
    const mine = await held(v, s, at(day, '09:00'));
    assert.deepEqual(fieldsOf(await v.post(`/api/book/holds/${mine.token}/confirm`, { payload: { ...details, email: 'not-an-email', phone: '' } })), {
      email: 'invalid_email',
      phone: 'required',
    });
    const sent = await v.post(`/api/book/holds/${mine.token}/confirm`, { payload: { ...details, notes: 'First time' } });
    assert.equal(sent.statusCode, 202, sent.body);
    const code = body<VisitorVerification>(sent);
    assert.deepEqual([code.token, code.email, code.triesLeft], [mine.token, 'lena@example.com', 5]);
    // the details alone book nothing and make no contact
    assert.equal(body<VisitorBooking>(await v.get(`/api/book/bookings/${mine.token}`)).status, 'held');
    assert.deepEqual(await api.db.selectFrom('contacts').select('id').where('business_id', '=', s.businessId).execute(), []);
    const res = await v.post(`/api/book/holds/${mine.token}/verify`, { payload: { code: await mailedCode(api, s.businessId) } });
    assert.equal(res.statusCode, 200, res.body);
    const booked = body<VisitorBooking>(res);
    assert.equal(booked.status, 'confirmed');
    assert.equal(booked.holdExpiresAt, null);
    assert.equal(booked.manageUrl, `/book?business=${s.businessId}&manage=${mine.token}`);
    const row = await api.db
      .selectFrom('bookings')
      .innerJoin('contacts', 'contacts.id', 'bookings.contact_id')
      .select([
        'contacts.email',
        'contacts.phone',
        'contacts.source',
        'bookings.source as booked',
        'bookings.notes',
        'bookings.hold_network',
        'bookings.hold_device',
      ])
      .where('bookings.visitor_token', '=', mine.token)
      .executeTakeFirstOrThrow();
    // who held it is not kept with the booking
    assert.deepEqual(row, {
      email: 'lena@example.com',
      phone: '5550102030',
      source: 'online_booking',
      booked: 'online',
      notes: 'First time',
      hold_network: null,
      hold_device: null,
    });
    const mails = await api.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('business_id', '=', s.businessId)
      .orderBy('created_at')
      .execute();
    assert.deepEqual(
      mails.map((m) => m.to_address),
      ['lena@example.com', 'lena@example.com'],
    );
    assert.match(mails[0]!.subject, /^\d{6} is your code for Online Confirm$/);
    assert.equal(mails[1]!.subject, 'Your booking with Online Confirm is confirmed');
    assert.ok(mails[1]!.text_body.includes(`/book?business=${s.businessId}&manage=${mine.token}`), mails[1]!.text_body);
    assert.equal(codeOf(await v.post(`/api/book/holds/${mine.token}/confirm`, { payload: details })), 'booking_state');
    // the same email books again: the same contact
    const again = await held(v, s, at(day, '11:00'));
    assert.equal((await confirmWithCode(api, v, s.businessId, again.token, { ...details, email: 'LENA@example.com' })).statusCode, 200);
    const contacts = await api.db.selectFrom('contacts').select('id').where('business_id', '=', s.businessId).execute();
    assert.equal(contacts.length, 1);
    const history = await api.db
      .selectFrom('booking_events')
      .innerJoin('bookings', 'bookings.id', 'booking_events.booking_id')
      .select(['booking_events.action', 'booking_events.actor', 'booking_events.to_status'])
      .where('bookings.visitor_token', '=', mine.token)
      .orderBy('booking_events.at')
      .execute();
    assert.deepEqual(
      history.map((e) => [e.action, e.actor, e.to_status]),
      [
        ['created', 'visitor', 'held'],
        ['booked_online', 'visitor', 'confirmed'],
      ],
    );
  });

  it('asks for the pet when the service is for one, and adds it to the contact', async () => {
    const s = await shop(api, 'Online Pet');
    const v = await visitor(api);
    const res = await hold(v, s, at(nextTuesday(), '09:00'), s.groomId);
    assert.equal(res.statusCode, 201, res.body);
    const token = body<VisitorBooking>(res).token;
    assert.deepEqual(fieldsOf(await v.post(`/api/book/holds/${token}/confirm`, { payload: details })), { asset: 'required' });
    assert.deepEqual(fieldsOf(await v.post(`/api/book/holds/${token}/confirm`, { payload: { ...details, asset: { data: {} } } })), {
      'asset.breed': 'required',
    });
    // no name given: one is made from its fields
    const res2 = await confirmWithCode(api, v, s.businessId, token, { ...details, asset: { data: { breed: 'Beagle' } } });
    assert.equal(res2.statusCode, 200, res2.body);
    const asset = await api.db
      .selectFrom('bookings')
      .innerJoin('assets', 'assets.id', 'bookings.asset_id')
      .select(['assets.name', 'assets.asset_type_id'])
      .where('bookings.visitor_token', '=', token)
      .executeTakeFirstOrThrow();
    assert.deepEqual(asset, { name: 'Beagle', asset_type_id: s.typeId });
  });

  it('says whether a day without free times is open (full: its waitlist may be joined) or closed', async () => {
    const s = await shop(api, 'Online Open Days');
    const v = await visitor(api);
    const slotsOn = async (day: string) => body<SlotList>(await v.get(`/api/book/businesses/${s.businessId}/slots?day=${day}&serviceIds=${s.serviceId}`));
    const tuesday = nextTuesday();
    const worked = await slotsOn(tuesday);
    assert.deepEqual([worked.slots.length, worked.open], [3, true]);
    // Ana works Tuesdays only: the next day is closed, not full
    const wednesday = Temporal.PlainDate.from(tuesday).add({ days: 1 }).toString();
    assert.deepEqual(await slotsOn(wednesday), { day: wednesday, timeZone: ZONE, slots: [], open: false });
  });

  it("books a service that asks a deposit only once it is paid by link: a decline changes nothing, a paid deposit is the contact's credit for the booking", async () => {
    const s = await shop(api, 'Online Deposit');
    const v = await visitor(api);
    const mine = body<VisitorBooking>(await hold(v, s, at(nextTuesday(), '10:00'), s.groomId));
    const withPet = { ...details, asset: { data: { breed: 'Beagle' } } };
    const sent = await confirmWithCode(api, v, s.businessId, mine.token, withPet);
    assert.equal(sent.statusCode, 200, sent.body);
    const pending = body<VisitorBooking>(sent);
    // the details and the code do not book it: the deposit (20 % of 80.00) does, through its link; the hold runs ten minutes for the payment
    assert.deepEqual([pending.status, pending.depositMinor], ['held', 1600]);
    assert.match(pending.payUrl ?? '', /^\/pay\/[A-Za-z0-9_-]{22}$/);
    const holdMinutes = (Date.parse(pending.holdExpiresAt!) - Date.now()) / 60_000;
    assert.ok(holdMinutes > 9 && holdMinutes <= 10, String(holdMinutes));
    // its email proven, the hold is the payment's: the details are not taken again, nor the hold stretched
    assert.equal(codeOf(await v.post(`/api/book/holds/${mine.token}/confirm`, { payload: withPet })), 'booking_state');
    assert.equal(body<VisitorBooking>(await v.get(`/api/book/bookings/${mine.token}`)).holdExpiresAt, pending.holdExpiresAt);
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
    assert.deepEqual(
      ledger.deposits.map((d) => [d.bookingId, d.amountMinor, d.status, d.tender]),
      [[bookingId, 1600, 'held', 'card']],
    );
    assert.equal(ledger.balanceMinor, 1600);
    const mails = await api.db
      .selectFrom('outbox')
      .select('subject')
      .where('business_id', '=', s.businessId)
      .where('subject', 'not like', '% is your code for %')
      .execute();
    assert.equal(mails.length, 1, 'one confirmation, sent when the deposit booked it');
  });

  it('charges nothing for a deposit whose hold ran out: its link answers 410 hold_expired', async () => {
    const s = await shop(api, 'Online Deposit Late');
    const v = await visitor(api);
    const mine = body<VisitorBooking>(await hold(v, s, at(nextTuesday(), '11:00'), s.groomId));
    const pending = body<VisitorBooking>(await confirmWithCode(api, v, s.businessId, mine.token, { ...details, asset: { data: { breed: 'Pug' } } }));
    const linkId = pending.payUrl!.slice('/pay/'.length);
    await api.db
      .updateTable('bookings')
      .set({ hold_expires_at: new Date(Date.now() - 1000) })
      .where('visitor_token', '=', mine.token)
      .execute();
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
    await api.db
      .updateTable('bookings')
      .set({ hold_expires_at: new Date(Date.now() - 1000) })
      .where('visitor_token', '=', mine.token)
      .execute();
    // the expired hold holds nothing: the time is offered and held again
    assert.equal((await slotStarts(next, s, day)).length, 3);
    const theirs = await held(next, s, at(day, '10:00'));
    assert.equal(theirs.status, 'held');
    const late = await v.post(`/api/book/holds/${mine.token}/confirm`, { payload: details });
    assert.ok([404, 410].includes(late.statusCode), late.body);
    const rows = await api.db.selectFrom('bookings').select('visitor_token').where('business_id', '=', s.businessId).execute();
    assert.deepEqual(
      rows.map((r) => r.visitor_token),
      [theirs.token],
    );
  });

  it('lets the visitor move and cancel their booking until the cut-off, then not', async () => {
    const s = await shop(api, 'Online Manage');
    const day = nextTuesday();
    const v = await visitor(api);
    const mine = await held(v, s, at(day, '09:00'));
    await confirmWithCode(api, v, s.businessId, mine.token);
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
    const mails = await api.db
      .selectFrom('outbox')
      .select('subject')
      .where('business_id', '=', s.businessId)
      .where('subject', 'not like', '% is your code for %')
      .orderBy('created_at')
      .execute();
    // the move is mailed too (issue 34 §3): the customer's last mail has the time that stands
    assert.deepEqual(
      mails.map((m) => m.subject),
      ['Your booking with Online Manage is confirmed', 'Your booking with Online Manage has changed', 'Your booking with Online Manage is cancelled'],
    );
  });

  it("tells the business's signed-in staff of a new online booking at once, and nobody else", async () => {
    const s = await shop(api, 'Online Live');
    const other = await signUp(api, 'Online Live Other');
    const port = await listeningPort(api);
    const mine = followStream(port, s.b);
    const theirs = followStream(port, other.b);
    assert.deepEqual(await Promise.all([mine.opened, theirs.opened]), [200, 200]);
    const v = await visitor(api);
    const booked = await held(v, s, at(nextTuesday(), '09:00'));
    await confirmWithCode(api, v, s.businessId, booked.token);
    const row = await api.db.selectFrom('bookings').select('id').where('visitor_token', '=', booked.token).executeTakeFirstOrThrow();
    // the booking's event (its confirmation mail queued is the business's `mail` event beside it)
    const bookingEvents = () => mine.events.filter((e) => e.event === 'booking');
    for (let i = 0; i < 100 && bookingEvents().length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(bookingEvents(), [{ event: 'booking', data: { kind: 'booked_online', bookingId: row.id } }]);
    assert.deepEqual(theirs.events, []);
    mine.close();
    theirs.close();
  });
});

describe(`one visitor cannot empty a business's days (${databaseKind} database)`, () => {
  let api: TestApi;

  before(async () => {
    api = await startApi({ jobs: false, seed: false });
  });
  after(() => api.close());

  /** a shop whose Tuesday runs 08:00–20:00: twelve hours, so the day's share (six) is not what stops a visitor */
  const longDay = (name: string) => shop(api, name, { starts: '08:00', ends: '20:00' });
  const hours = (from: number, count: number) => Array.from({ length: count }, (_, i) => `${String(from + i).padStart(2, '0')}:00`);

  it("gives the page's device a cookie, and caps its live holds at two, its network's at four (an IPv6 /64 is one network)", async () => {
    const s = await longDay('Caps Shop');
    const day = nextTuesday();
    const office = '198.51.100.7';
    const [ana, ben, cleo] = [await visitor(api, office), await visitor(api, office), await visitor(api, office)];
    const first = await hold(ana, s, at(day, '08:00'));
    assert.equal(first.statusCode, 201, first.body);
    const cookie = first.cookies.find((c) => c.name === 'frontdesk_visitor');
    assert.deepEqual([cookie?.path, cookie?.httpOnly, cookie?.sameSite], ['/api/book', true, 'Lax']);
    assert.equal((await hold(ana, s, at(day, '09:00'))).statusCode, 201);
    // a third from the same device: refused, whatever the time
    const third = await hold(ana, s, at(day, '10:00'));
    assert.deepEqual([third.statusCode, codeOf(third)], [409, 'too_many_holds']);
    // another device of the office holds two more; the office's fifth is refused
    for (const time of ['10:00', '11:00']) assert.equal((await hold(ben, s, at(day, time))).statusCode, 201);
    assert.equal(codeOf(await hold(cleo, s, at(day, '12:00'))), 'too_many_holds');
    // a device elsewhere is not held back by the office
    assert.equal((await hold(await visitor(api), s, at(day, '12:00'))).statusCode, 201);

    // four addresses of one IPv6 /64 are one network; another /64 is another
    const sixes = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((last) => visitor(api, `2001:db8:5:7::${last}`)));
    for (const [i, v] of sixes.slice(0, 4).entries()) assert.equal((await hold(v, s, at(day, hours(13, 4)[i]!))).statusCode, 201);
    assert.equal(codeOf(await hold(sixes[4]!, s, at(day, '17:00'))), 'too_many_holds');
    assert.equal((await hold(await visitor(api, '2001:db8:5:8::a'), s, at(day, '17:00'))).statusCode, 201);
  });

  it("lets one visitor hold at most half of a day's working time; another visitor may hold the rest", async () => {
    // a three-hour day of one-hour services: one visitor holds one of them at a time
    const s = await shop(api, 'Day Share Shop');
    const day = nextTuesday();
    const mine = await visitor(api, '10.9.0.1');
    assert.equal((await hold(mine, s, at(day, '09:00'))).statusCode, 201);
    const second = await hold(mine, s, at(day, '10:00'));
    assert.deepEqual([second.statusCode, codeOf(second)], [409, 'day_held']);
    // nor from another device of the same network
    assert.equal(codeOf(await hold(await visitor(api, '10.9.0.1'), s, at(day, '10:00'))), 'day_held');
    // another day is another day's share
    assert.equal((await hold(mine, s, at(nextTuesday(2), '10:00'))).statusCode, 201);
    // others hold the rest
    assert.equal((await hold(await visitor(api), s, at(day, '10:00'))).statusCode, 201);
    assert.equal((await hold(await visitor(api), s, at(day, '11:00'))).statusCode, 201);
  });

  it("counts live holds only: a hold let go, run out or booked frees the visitor's room", async () => {
    const s = await longDay('Live Holds Shop');
    const day = nextTuesday();
    const v = await visitor(api);
    const [one, two] = [await held(v, s, at(day, '08:00')), await held(v, s, at(day, '09:00'))];
    assert.equal(codeOf(await hold(v, s, at(day, '10:00'))), 'too_many_holds');
    assert.equal((await v.post(`/api/book/holds/${one.token}/release`)).statusCode, 204);
    const three = await held(v, s, at(day, '10:00'));
    await api.db
      .updateTable('bookings')
      .set({ hold_expires_at: new Date(Date.now() - 1000) })
      .where('visitor_token', '=', two.token)
      .execute();
    const four = await held(v, s, at(day, '11:00'));
    assert.equal((await confirmWithCode(api, v, s.businessId, three.token)).statusCode, 200);
    await held(v, s, at(day, '12:00'));
    assert.equal(codeOf(await hold(v, s, at(day, '13:00'))), 'too_many_holds');
    assert.equal(body<VisitorBooking>(await v.get(`/api/book/bookings/${four.token}`)).status, 'held');
  });

  it('keeps the caps under parallel holds: one device sending six at once gets two, one network of eight devices gets four', async () => {
    const s = await longDay('Parallel Holds Shop');
    const day = nextTuesday();
    const device = await visitor(api);
    // its cookie first, so the parallel holds all come from one device
    assert.equal((await hold(device, s, at(nextTuesday(2), '08:00'))).statusCode, 201);
    const fromDevice = await Promise.all(hours(8, 6).map((time) => hold(device, s, at(day, time))));
    assert.deepEqual(fromDevice.map((r) => r.statusCode).sort(), [201, 409, 409, 409, 409, 409]);
    assert.ok(fromDevice.filter((r) => r.statusCode === 409).every((r) => codeOf(r) === 'too_many_holds'));

    const network = '203.0.113.9';
    const devices = await Promise.all(Array.from({ length: 8 }, () => visitor(api, network)));
    const fromNetwork = await Promise.all(devices.map((v, i) => hold(v, s, at(nextTuesday(3), hours(8, 8)[i]!))));
    assert.deepEqual(fromNetwork.map((r) => r.statusCode).sort(), [201, 201, 201, 201, 409, 409, 409, 409]);
    const live = await api.db.selectFrom('bookings').select('id').where('business_id', '=', s.businessId).where('hold_network', '=', network).execute();
    assert.equal(live.length, 4);
  });

  it('mails one address no more than its hourly codes, however many holds ask for them at the same moment', async () => {
    // a day of twelve hourly slots, each held by a visitor of its own, every one typing the same address
    const s = await shop(api, 'Busy Address Shop', { starts: '08:00', ends: '20:00' });
    const asking = CODES_PER_EMAIL_HOUR + 4;
    const day = nextTuesday();
    const holds = await Promise.all(
      Array.from({ length: asking }, async (_, i) => {
        const v = await visitor(api);
        return { v, mine: await held(v, s, at(day, `${String(8 + i).padStart(2, '0')}:00`)) };
      }),
    );
    const email = 'busy.address@example.com';
    const answers = await Promise.all(holds.map(({ v, mine }) => v.post(`/api/book/holds/${mine.token}/confirm`, { payload: { ...details, email } })));
    assert.equal(answers.filter((r) => r.statusCode === 202).length, CODES_PER_EMAIL_HOUR);
    assert.ok(
      answers.filter((r) => r.statusCode !== 202).every((r) => codeOf(r) === 'too_many_codes'),
      answers.map((r) => r.body).join('\n'),
    );
    const mailed = await api.db.selectFrom('outbox').select('id').where('business_id', '=', s.businessId).where('to_address', '=', email).execute();
    assert.equal(mailed.length, CODES_PER_EMAIL_HOUR);
  });

  it('books nothing without the code: wrong codes count and run out after five, a new code comes after the wait and the old one stops working', async () => {
    const s = await shop(api, 'Code Shop');
    const v = await visitor(api);
    const mine = await held(v, s, at(nextTuesday(), '09:00'));
    // the visitor took eight minutes over their details: the first code gives the mail its time, the hold runs ten minutes from now
    await api.db
      .updateTable('bookings')
      .set({ hold_expires_at: new Date(Date.now() + 2 * 60_000) })
      .where('visitor_token', '=', mine.token)
      .execute();
    const sent = body<VisitorVerification>(await v.post(`/api/book/holds/${mine.token}/confirm`, { payload: details }));
    const holdMinutes = (Date.parse(sent.holdExpiresAt!) - Date.now()) / 60_000;
    assert.ok(holdMinutes > 9 && holdMinutes <= 10, String(holdMinutes));
    assert.ok(Date.parse(sent.resendAt) - Date.now() > 50_000, sent.resendAt);
    const code = await mailedCode(api, s.businessId);
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (c: string) => v.post(`/api/book/holds/${mine.token}/verify`, { payload: { code: c } });
    const refused = await verify(wrong);
    assert.deepEqual(
      [refused.statusCode, body<Problem>(refused).errors?.code?.code, body<Problem>(refused).errors?.code?.params],
      [400, 'wrong_code', { triesLeft: 4 }],
    );
    // too soon for a new one
    assert.equal(codeOf(await v.post(`/api/book/holds/${mine.token}/resend`)), 'too_many_codes');
    for (let i = 0; i < 4; i += 1) assert.equal((await verify(wrong)).statusCode, 400);
    // five wrong: the right one no longer works either
    assert.equal(codeOf(await verify(code)), 'code_expired');
    assert.equal(body<VisitorBooking>(await v.get(`/api/book/bookings/${mine.token}`)).status, 'held');
    // after the wait, a new code: the old one is refused, the new one books
    await api.db
      .updateTable('email_codes')
      .set({ sent_at: new Date(Date.now() - 61_000) })
      .where('token', '=', mine.token)
      .execute();
    const again = await v.post(`/api/book/holds/${mine.token}/resend`);
    assert.equal(again.statusCode, 202, again.body);
    assert.equal(body<VisitorVerification>(again).triesLeft, 5);
    const fresh = await mailedCode(api, s.businessId);
    if (fresh !== code) assert.equal(codeOf(await verify(code)), 'validation_failed');
    assert.equal((await verify(fresh)).statusCode, 200);
    // the code's mail carries the code only: no link to follow
    const mails = await api.db
      .selectFrom('outbox')
      .select(['text_body', 'html_body'])
      .where('business_id', '=', s.businessId)
      .where('subject', 'like', '% is your code for %')
      .execute();
    assert.equal(mails.length, 2);
    for (const mail of mails) assert.ok(!/https?:|\/book\?/.test(`${mail.text_body}${mail.html_body}`), mail.text_body);
  });

  it('neither shows nor touches a customer whose email a visitor types, until the code proves it theirs; then the booking is theirs', async () => {
    const s = await shop(api, 'Customer Shop');
    const customerId = await addContact(api, s.businessId, { first: 'Maria', last: 'Lopez' });
    await api.db.updateTable('contacts').set({ email: 'maria@example.com', notes: 'Allergic to lavender' }).where('id', '=', customerId).execute();
    const before = await api.db.selectFrom('contacts').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow();
    const stranger = await visitor(api);
    const mine = await held(stranger, s, at(nextTuesday(), '09:00'));
    const sent = await stranger.post(`/api/book/holds/${mine.token}/confirm`, { payload: { ...details, email: 'maria@example.com' } });
    assert.equal(sent.statusCode, 202, sent.body);
    // the answer is the same as for any address, and names nobody
    assert.deepEqual(Object.keys(body<VisitorVerification>(sent)).sort(), ['email', 'expiresAt', 'holdExpiresAt', 'resendAt', 'token', 'triesLeft']);
    assert.ok(!sent.body.includes('Maria') && !sent.body.includes(customerId));
    assert.deepEqual(await api.db.selectFrom('contacts').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow(), before);
    const booking = await api.db.selectFrom('bookings').select(['contact_id', 'status']).where('visitor_token', '=', mine.token).executeTakeFirstOrThrow();
    assert.deepEqual(booking, { contact_id: null, status: 'held' });
    // without the code the stranger cannot go on; whoever reads Maria's mail can, and the booking is hers
    const code = await mailedCode(api, s.businessId, 'maria@example.com');
    assert.equal(
      codeOf(await stranger.post(`/api/book/holds/${mine.token}/verify`, { payload: { code: code === '123456' ? '654321' : '123456' } })),
      'validation_failed',
    );
    assert.equal((await api.db.selectFrom('bookings').select('contact_id').where('visitor_token', '=', mine.token).executeTakeFirstOrThrow()).contact_id, null);
    const verified = await stranger.post(`/api/book/holds/${mine.token}/verify`, { payload: { code } });
    assert.equal(verified.statusCode, 200, verified.body);
    const attached = await api.db.selectFrom('bookings').select('contact_id').where('visitor_token', '=', mine.token).executeTakeFirstOrThrow();
    assert.equal(attached.contact_id, customerId);
  });

  it('caps the codes one address is sent by a business in an hour', async () => {
    const s = await longDay('Code Cap Shop');
    const day = nextTuesday();
    const answers: number[] = [];
    for (const time of hours(8, 9)) {
      const v = await visitor(api);
      const mine = await held(v, s, at(day, time));
      answers.push((await v.post(`/api/book/holds/${mine.token}/confirm`, { payload: { ...details, email: 'target@example.com' } })).statusCode);
    }
    assert.deepEqual(answers, [202, 202, 202, 202, 202, 202, 202, 202, 429]);
    const mails = await api.db
      .selectFrom('outbox')
      .select('id')
      .where('business_id', '=', s.businessId)
      .where('to_address', '=', 'target@example.com')
      .execute();
    assert.equal(mails.length, 8);
  });
});
