import type { LightMyRequestResponse } from 'fastify';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addBooking, addContact, databaseKind, idempotencyKey, openRegister, signUp, startApi, type Browser, type TestApi } from '../../testing/harness';
import { at, confirmWithCode, details, nextTuesday, onlineShop, visitor } from '../../testing/bookings';
import { APPROVED_CARD } from '../../testing/sales';
import type { BookingDetail, DepositLedger, OnlineBookingView, PayLinkView, Problem, VisitorBooking } from '../../schemas';

// Issue 34 §4: a cancelled booking's deposit becomes what the business's policy says (stated to the
// visitor before they pay), or what the desk chooses; the history keeps it, the customer is told.

const body = <T>(res: LightMyRequestResponse) => res.json() as T;

describe(`a cancelled booking's deposit (${databaseKind} database)`, () => {
  let api: TestApi;

  before(async () => {
    api = await startApi({ seed: false, jobs: { pollMs: 50 } });
  });
  after(() => api.close());

  /** A visitor's groom booked with its 20 % deposit (16.00) paid by link: the shop, the visitor's booking and its id. */
  async function paidOnline(name: string, policy?: 'refund' | 'credit' | 'forfeit') {
    const s = await onlineShop(api, name);
    if (policy) assert.equal((await s.b.patch('/api/booking-settings', { payload: { depositOnCancel: policy } })).statusCode, 200);
    const v = await visitor(api);
    const held = await v.post(`/api/book/businesses/${s.businessId}/holds`, { payload: { serviceIds: [s.groomId], startsAt: at(nextTuesday(), '10:00') } });
    const token = body<VisitorBooking>(held).token;
    const pending = body<VisitorBooking>(await confirmWithCode(api, v, s.businessId, token, { ...details, asset: { data: { breed: 'Beagle' } } }));
    const linkId = pending.payUrl!.slice('/pay/'.length);
    const link = body<PayLinkView>(await v.get(`/api/pay/${linkId}`));
    const paid = await v.post(`/api/pay/${linkId}`, { payload: { card: APPROVED_CARD }, headers: idempotencyKey() });
    assert.equal(paid.statusCode, 201, paid.body);
    const { id } = await api.db.selectFrom('bookings').select('id').where('visitor_token', '=', token).executeTakeFirstOrThrow();
    return { s, v, token, id, link };
  }

  const detailOf = async (b: Browser, id: string) => body<BookingDetail>(await b.get(`/api/bookings/${id}`));
  const ledgerOf = async (b: Browser, contactId: string) => body<DepositLedger>(await b.get(`/api/deposit-ledgers/${contactId}`));
  const cancelMail = (businessId: string) =>
    api.db.selectFrom('outbox').select('text_body').where('business_id', '=', businessId).where('subject', 'like', '% is cancelled').executeTakeFirstOrThrow();

  /** The ledger once the refund job has run (it runs after the cancel's commit): at most 5 s. */
  async function refundedLedger(b: Browser, contactId: string) {
    for (let tries = 0; tries < 100; tries++) {
      const ledger = await ledgerOf(b, contactId);
      // the ledger's deposits and movements are two reads: both show the refund once it is done
      if (ledger.deposits.every((d) => d.status !== 'held') && ledger.movements.some((m) => m.kind === 'refunded')) return ledger;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.fail('the deposit was not refunded within 5 s');
  }

  it('states the policy before the visitor pays, and refunds the card when they cancel in time (the default policy), telling them', async () => {
    const { s, v, token, id, link } = await paidOnline('Deposit Refunded');
    const view = body<OnlineBookingView>(await v.get(`/api/book/businesses/${s.businessId}`));
    assert.deepEqual([view.depositOnCancel, view.cancelCutoffHours], ['refund', 24]);
    assert.deepEqual([link.booking?.depositOnCancel, link.booking?.cancelCutoffHours], ['refund', 24]);
    assert.equal(body<VisitorBooking>(await v.get(`/api/book/bookings/${token}`)).depositOnCancel, 'refund');

    const cancelled = await v.post(`/api/book/bookings/${token}/cancel`, { payload: {} });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const detail = await detailOf(s.b, id);
    assert.deepEqual(
      detail.history.slice(-2).map((e) => [e.action, e.detail]),
      [
        ['cancel', 'Cancelled online'],
        ['deposit_refund', '1600'],
      ],
    );
    const ledger = await refundedLedger(s.b, detail.booking.contactId!);
    assert.deepEqual(
      ledger.movements.map((m) => [m.kind, m.amountMinor]),
      [
        ['taken', 1600],
        ['refunded', -1600],
      ],
    );
    assert.deepEqual([ledger.deposits[0]!.status, ledger.balanceMinor], ['refunded', 0]);
    // the card was refunded once: the job's key keeps its answer
    const refunds = await api.db
      .selectFrom('transactions')
      .select('amount_minor')
      .where('business_id', '=', s.businessId)
      .where('kind', '=', 'deposit_refund')
      .execute();
    assert.deepEqual(refunds, [{ amount_minor: 1600 }]);
    assert.match((await cancelMail(s.businessId)).text_body, /\$16\.00, refunded to your card/);
  });

  it("keeps the deposit as the customer's credit under that policy, and says so", async () => {
    const { s, v, token, id } = await paidOnline('Deposit Credited', 'credit');
    assert.equal((await v.post(`/api/book/bookings/${token}/cancel`, { payload: {} })).statusCode, 200);
    const detail = await detailOf(s.b, id);
    assert.deepEqual(detail.history.at(-1)?.action, 'deposit_credit');
    assert.equal(detail.booking.depositHeldMinor, 1600);
    const ledger = await ledgerOf(s.b, detail.booking.contactId!);
    assert.deepEqual([ledger.deposits[0]!.status, ledger.balanceMinor], ['held', 1600]);
    assert.match((await cancelMail(s.businessId)).text_body, /\$16\.00, kept as your credit with Deposit Credited for a later visit/);
  });

  describe('at the desk', () => {
    /** A booking tomorrow of a contact with an email, its deposit taken at the desk (card, or cash into an open drawer). */
    async function deskBooking(name: string, tender: 'card' | 'cash', cutoffHours = 24) {
      const shop = await signUp(api, name);
      assert.equal((await shop.b.patch('/api/booking-settings', { payload: { cancelCutoffHours: cutoffHours } })).statusCode, 200);
      const contactId = await addContact(api, shop.businessId);
      await api.db.updateTable('contacts').set({ email: 'kim@example.com' }).where('id', '=', contactId).execute();
      const bookingId = await addBooking(api, shop.businessId, contactId);
      const registerId = tender === 'cash' ? (await openRegister(api, shop.businessId)).registerId : null;
      const taken = await shop.b.post('/api/deposits', {
        payload: {
          contactId,
          bookingId,
          amountMinor: 2000,
          registerId,
          tender: tender === 'card' ? { tender: 'card', amountMinor: 2000, card: APPROVED_CARD } : { tender: 'cash', amountMinor: 2000, tenderedMinor: 2000 },
        },
        headers: idempotencyKey(),
      });
      assert.equal(taken.statusCode, 201, taken.body);
      return { ...shop, contactId, bookingId };
    }
    const cancel = (b: Browser, bookingId: string, extra: object = {}) =>
      b.post(`/api/bookings/${bookingId}/actions`, { payload: { action: 'cancel', reason: 'Called to cancel', ...extra } });

    it('keeps the deposit of a booking cancelled after the cut-off, unless the desk chooses otherwise', async () => {
      const late = await deskBooking('Desk Late', 'card', 48);
      assert.equal((await cancel(late.b, late.bookingId)).statusCode, 200);
      const detail = await detailOf(late.b, late.bookingId);
      assert.deepEqual(detail.history.at(-1)?.action, 'deposit_forfeit');
      assert.equal(detail.booking.depositHeldMinor, 0);
      const ledger = await ledgerOf(late.b, late.contactId);
      assert.deepEqual([ledger.deposits[0]!.status, ledger.movements.at(-1)?.kind], ['forfeited', 'forfeited']);
      // kept in the money trail as the admin who cancelled
      const kept = await api.db
        .selectFrom('audit_events')
        .select('user_email')
        .where('business_id', '=', late.businessId)
        .where('action', '=', 'deposit.forfeited')
        .execute();
      assert.deepEqual(kept, [{ user_email: late.email }]);
      assert.match((await cancelMail(late.businessId)).text_body, /\$20\.00, kept by Desk Late as its cancellation policy says/);

      const chosen = await deskBooking('Desk Late Credit', 'card', 48);
      assert.equal((await cancel(chosen.b, chosen.bookingId, { deposit: 'credit' })).statusCode, 200);
      assert.equal((await detailOf(chosen.b, chosen.bookingId)).booking.depositHeldMinor, 2000);
    });

    it('leaves a cash refund to the desk (the customer is told to collect it), and refuses a deposit choice on any other action', async () => {
      const cash = await deskBooking('Desk Cash', 'cash');
      const wrong = await cash.b.post(`/api/bookings/${cash.bookingId}/actions`, { payload: { action: 'check_in', deposit: 'refund' } });
      assert.equal(wrong.statusCode, 400, wrong.body);
      assert.deepEqual(Object.keys(body<Problem>(wrong).errors ?? {}), ['deposit']);
      assert.equal((await detailOf(cash.b, cash.bookingId)).booking.status, 'confirmed');

      assert.equal((await cancel(cash.b, cash.bookingId)).statusCode, 200);
      const detail = await detailOf(cash.b, cash.bookingId);
      assert.deepEqual([detail.history.at(-1)?.action, detail.booking.depositHeldMinor], ['deposit_credit', 2000]);
      assert.match((await cancelMail(cash.businessId)).text_body, /\$20\.00, yours to collect at Desk Cash/);
    });
  });
});
