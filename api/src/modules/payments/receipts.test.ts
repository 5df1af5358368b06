import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addContact, databaseKind, idempotencyKey, openRegister, signUp, startApi, type SignedUp, type TestApi } from '../../testing/harness';
import { pdfText } from '../../testing/pdfText';
import { APPROVED_CARD } from '../../testing/sales';
import { bookingMessage } from '../bookings/messages';
import type { VisitorBooking } from '../bookings/schemas';
import type { Transaction } from '../money/schemas';
import type { ZReport } from '../registers/schemas';
import type { Receipt } from './schemas';

// Issue 33 §4: receipts that tell the truth. A refund's receipt says so, signed; a declined card is
// a record, never a receipt (no number, no PDF, no mail, no gap in the numbers); a deposit's receipt
// says it is one; every time is on the business's clock, its zone named; test mode is said wherever
// a test processor's card shows (docs/decisions/0041).

type Sale = { invoice: { id: string; number: number }; transactions: Transaction[] };
const DECLINED_CARD = { ...APPROVED_CARD, number: '4000000000000002' };

describe(`receipts that tell the truth (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  let registerId: string;
  let contactId: string;

  const receipt = async (id: string) => {
    const res = await shop.b.get(`/api/transactions/${id}/receipt`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as Receipt;
  };
  const receiptPdfText = async (id: string) => {
    const res = await shop.b.get(`/api/transactions/${id}/receipt.pdf`);
    assert.equal(res.statusCode, 200, res.body);
    return pdfText(res.rawPayload);
  };
  const checkout = async (tenders: object[], lines = [{ name: 'Trim', unitPriceMinor: 2_530, quantity: 1 }]) =>
    shop.b.post('/api/checkout', { headers: idempotencyKey(), payload: { contactId, registerId, lines, tenders } });

  before(async () => {
    api = await startApi({ seed: false, jobs: false });
    shop = await signUp(api, 'Paws Grooming');
    await api.db.updateTable('businesses').set({ time_zone: 'America/Chicago' }).where('id', '=', shop.businessId).execute();
    contactId = await addContact(api, shop.businessId, { first: 'Marta', last: 'Núñez' });
    ({ registerId } = await openRegister(api, shop.businessId));
  });
  after(() => api.close());

  it('gives a refund a receipt of its own that says so, its amount signed, and signs it on the sale’s receipt', async () => {
    const sold = await checkout([{ tender: 'cash', amountMinor: 2_530, tenderedMinor: 3_000 }]);
    assert.equal(sold.statusCode, 201, sold.body);
    const sale = sold.json() as Sale;
    const payment = sale.transactions[0]!;
    const refunded = await shop.b.post(`/api/invoices/${sale.invoice.id}/refunds`, {
      headers: idempotencyKey(),
      payload: { registerId, refunds: [{ transactionId: payment.id, amountMinor: 1_265 }], reason: 'Unhappy' },
    });
    assert.equal(refunded.statusCode, 201, refunded.body);
    const refund = (refunded.json() as Sale).transactions.find((t) => t.kind === 'refund')!;

    const own = await receiptPdfText(refund.id);
    assert.ok(own.includes(`Refund receipt #${refund.number}`), own.join(' | '));
    assert.ok(own.includes('Refund: Cash'), own.join(' | '));
    assert.ok(own.includes('-$12.65'), own.join(' | '));
    assert.ok(!own.includes('$12.65'), 'no unsigned refund line');

    const sales = await receiptPdfText(payment.id);
    assert.ok(sales.includes(`Receipt #${payment.number}`), sales.join(' | '));
    assert.ok(sales.includes('Refund: Cash') && sales.includes('-$12.65'), sales.join(' | '));

    const mailed = await shop.b.post(`/api/transactions/${refund.id}/receipt/email`, { headers: idempotencyKey(), payload: { to: 'marta@example.com' } });
    assert.equal(mailed.statusCode, 202, mailed.body);
    const mail = await api.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('business_id', '=', shop.businessId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(mail.subject, `Your refund receipt #${refund.number} from Paws Grooming`);
    assert.match(mail.text_body, /Refund: Cash: -\$12\.65/);
  });

  it('keeps a declined card as a record without a receipt number: no PDF, no mail, and the numbers go on without a gap', async () => {
    const before = await checkout([{ tender: 'cash', amountMinor: 2_530, tenderedMinor: 2_530 }]);
    const last = (before.json() as Sale).transactions[0]!.number!;

    const declined = await checkout([{ tender: 'card', amountMinor: 2_530, card: DECLINED_CARD }]);
    assert.equal(declined.statusCode, 402, declined.body);
    const row = await api.db
      .selectFrom('transactions')
      .select(['id', 'number', 'status'])
      .where('business_id', '=', shop.businessId)
      .where('status', '=', 'declined')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(row.number, null, 'a decline takes no receipt number');

    const record = await receipt(row.id);
    assert.deepEqual([record.transaction.status, record.transaction.number, record.transaction.cardLast4], ['declined', null, '0002']);
    const pdf = await shop.b.get(`/api/transactions/${row.id}/receipt.pdf`);
    assert.deepEqual([pdf.statusCode, pdf.json().code], [409, 'conflict']);
    const mail = await shop.b.post(`/api/transactions/${row.id}/receipt/email`, { headers: idempotencyKey(), payload: { to: 'marta@example.com' } });
    assert.deepEqual([mail.statusCode, mail.json().code], [409, 'conflict']);

    const next = await checkout([{ tender: 'cash', amountMinor: 2_530, tenderedMinor: 2_530 }]);
    assert.equal((next.json() as Sale).transactions[0]!.number, last + 1, 'the next receipt number follows the last receipt');
    const listed = await shop.b.get('/api/transactions?status=declined');
    assert.equal(listed.statusCode, 200, listed.body);
    assert.ok((listed.json() as { items: { id: string; number: number | null }[] }).items.some((t) => t.id === row.id && t.number === null));
  });

  it('titles a deposit’s receipt as a deposit’s, with its card’s last four', async () => {
    const taken = await shop.b.post('/api/deposits', {
      headers: idempotencyKey(),
      payload: { contactId, amountMinor: 5_000, tender: { tender: 'card', amountMinor: 5_000, card: APPROVED_CARD } },
    });
    assert.equal(taken.statusCode, 201, taken.body);
    const { transaction } = taken.json() as { transaction: Transaction };
    const text = await receiptPdfText(transaction.id);
    assert.ok(text.includes(`Deposit receipt #${transaction.number}`), text.join(' | '));
    assert.ok(text.includes('Deposit: Card Visa •••• 4242'), text.join(' | '));
    assert.ok(
      text.some((run) => run.startsWith('Deposit held for you')),
      text.join(' | '),
    );
  });

  it('gives every time of a receipt, its PDF and a Z-report on the business’s clock, its zone named', async () => {
    const sold = await checkout([{ tender: 'card', amountMinor: 2_530, card: APPROVED_CARD }]);
    const payment = (sold.json() as Sale).transactions[0]!;
    const read = await receipt(payment.id);
    assert.equal(read.timeZone, 'America/Chicago');
    const clock = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Chicago' }).format(new Date(payment.createdAt));
    const text = await receiptPdfText(payment.id);
    // the heading's narrow column may wrap the zone's name onto a second line
    const shown = text.join(' ').replace(/\s+/g, ' ');
    assert.ok(shown.includes(`${clock} Central Time (Chicago)`), text.join(' | '));
    assert.ok(!text.some((run) => run.includes('UTC')), text.join(' | '));

    const closed = await shop.b.post(`/api/registers/${registerId}/close`, { headers: idempotencyKey(), payload: { countedCashMinor: 10_000 } });
    assert.equal(closed.statusCode, 201, closed.body);
    assert.equal((closed.json() as ZReport).timeZone, 'America/Chicago');
    const listed = (await shop.b.get('/api/z-reports')).json() as { items: ZReport[] };
    assert.equal(listed.items[0]!.timeZone, 'America/Chicago');
  });

  it('says test mode on an invoice’s PDF when a test processor took a card of its payments', async () => {
    const sold = await checkout([{ tender: 'card', amountMinor: 2_530, card: APPROVED_CARD }]);
    const sale = sold.json() as Sale;
    const res = await shop.b.get(`/api/invoices/${sale.invoice.id}/pdf`);
    const text = pdfText(res.rawPayload);
    assert.ok(
      text.some((run) => run.startsWith('TEST MODE')),
      text.join(' | '),
    );
    assert.ok(text.includes('Card Visa •••• 4242'), text.join(' | '));
  });

  it('says test mode in a booking’s confirmation when its deposit went through a test processor', () => {
    const booking = {
      businessName: 'Paws Grooming',
      serviceName: 'Bath',
      staffName: 'Ana',
      startsAt: '2026-12-01T16:00:00.000Z',
      changeableUntil: '2026-11-30T16:00:00.000Z',
      timeZone: 'America/Chicago',
      priceMinor: 4_000,
      depositMinor: 1_000,
      currency: 'USD',
      changeable: true,
      holdExpiresAt: null,
    } as unknown as VisitorBooking;
    const marked = bookingMessage('confirmed', booking, 'https://example.com/book/x?manage=t', { testMode: true });
    assert.match(marked.text, /TEST MODE/);
    assert.match(marked.html, /TEST MODE/);
    assert.doesNotMatch(bookingMessage('confirmed', booking, 'https://example.com/book/x?manage=t').text, /TEST MODE/);
  });
});
