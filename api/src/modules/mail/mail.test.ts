import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'kysely';
import { parseMailConfig } from '../../config';
import { attachmentSource, jobHandlers } from '../../jobHandlers';
import { createJobRunner } from '../../jobs/runner';
import { unitOfWork } from '../../db/tenant';
import { addBooking, addContact, databaseKind, idempotencyKey, signUp, startApi, type SignedUp, type TestApi } from '../../testing/harness';
import { tellCustomer } from '../bookings/notify';
import { cardSale, type TestSale } from '../../testing/sales';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink';
import { mailHandler, mailKind } from './job';
import type { MailPage } from '../mailbox/schemas';
import { readMail, sentMail } from '../../testing/mail';
import { createMailer } from './transport';

const FROM = 'Frontdesk <desk@frontdesk.test>';

type Queued = { mailId: string };

describe(`mail: the outbox and emailed receipts (${databaseKind} database)`, () => {
  let api: TestApi;
  let sink: SmtpSink;
  let shop: SignedUp;
  let other: SignedUp;
  let contactId: string;
  let sale: TestSale;
  /** a runner that sends through the sink, driven one job at a time */
  let smtpRunner: ReturnType<typeof createJobRunner>;
  /** a runner with no SMTP configured */
  let keepingRunner: ReturnType<typeof createJobRunner>;

  before(async () => {
    sink = await startSmtpSink();
    api = await startApi({ seed: false, jobs: false });
    smtpRunner = createJobRunner({ db: api.db, handlers: [mailHandler(createMailer(sink.url, FROM), attachmentSource)] });
    keepingRunner = createJobRunner({ db: api.db, handlers: [mailHandler(null, attachmentSource)] });
    shop = await signUp(api, 'Paws Grooming');
    other = await signUp(api, 'Other Shop');
    contactId = await addContact(api, shop.businessId, { first: 'Marta', last: 'Núñez' });
    await api.db.updateTable('contacts').set({ email: 'marta@example.test' }).where('id', '=', contactId).execute();
    sale = await cardSale(shop.b, [{ name: 'Bath and brush', unitPriceMinor: 4550, quantity: 2 }], contactId);
  });
  after(async () => {
    await api.close();
    await sink.close();
  });
  // each test starts with no mail waiting: what earlier tests queued is kept, not sent
  beforeEach(async () => {
    while (await keepingRunner.runOnce());
    sink.messages.length = 0;
    sink.refuse = false;
  });

  const transactionId = () => sale.transactions[0]!.id;
  const emailReceipt = (payload: object = {}, b = shop.b, id = transactionId()) =>
    b.post(`/api/transactions/${id}/receipt/email`, { payload, headers: idempotencyKey() });
  const mail = (id: string) => readMail(shop.b, id);

  it("queues a receipt to the contact's email, and keeps it in the outbox when no SMTP server is configured", async () => {
    const res = await emailReceipt();
    assert.equal(res.statusCode, 202, res.body);
    const { mailId } = res.json() as Queued;
    assert.equal((await mail(mailId)).status, 'queued');
    assert.equal(await keepingRunner.runOnce(), true);
    const kept = await mail(mailId);
    assert.equal(kept.status, 'kept');
    assert.equal(kept.to, 'marta@example.test');
    assert.equal(kept.subject, `Your receipt #${sale.transactions[0]!.number} from Paws Grooming`);
    assert.match(kept.text, /Bath and brush/);
    assert.match(kept.text, /\$91\.00/);
    assert.match(kept.html, /<td[^>]*>2 × Bath and brush<\/td>/);
    assert.deepEqual(kept.attachments, [
      {
        kind: 'receipt_pdf',
        id: transactionId(),
        filename: `receipt-${sale.transactions[0]!.number}.pdf`,
        url: `/api/transactions/${transactionId()}/receipt.pdf`,
      },
    ]);
    assert.equal(kept.from, 'Ada Admin');
    // the message is the transaction's and its invoice's (what the desk's refusals and the audit read)
    assert.deepEqual(await api.db.selectFrom('outbox').select(['transaction_id', 'invoice_id']).where('id', '=', mailId).executeTakeFirstOrThrow(), {
      transaction_id: transactionId(),
      invoice_id: sale.invoice.id,
    });
    assert.equal(sink.messages.length, 0);
  });

  it('sends the message through SMTP with the receipt PDF attached, once, and marks it sent', async () => {
    const { mailId } = (await emailReceipt({ to: 'front@example.test' })).json() as Queued;
    assert.equal(await smtpRunner.runOnce(), true);
    assert.equal(sink.messages.length, 1);
    const [sent] = sink.messages;
    assert.deepEqual(sent!.to, ['front@example.test']);
    assert.equal(sent!.from, 'desk@frontdesk.test');
    assert.match(sent!.data, /^Subject: Your receipt #\d+ from Paws Grooming\r?$/m);
    assert.match(sent!.data, new RegExp(`^Message-ID: <${mailId}@frontdesk\\.mail>\\r?$`, 'mi'));
    assert.match(sent!.data, /Content-Type: text\/plain/);
    assert.match(sent!.data, /Content-Type: text\/html/);
    assert.match(sent!.data, /Content-Type: application\/pdf; name=receipt-\d+\.pdf/);
    const pdfPart = /Content-Type: application\/pdf[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(sent!.data);
    assert.equal(Buffer.from(pdfPart![1]!.replace(/\s/g, ''), 'base64').subarray(0, 5).toString(), '%PDF-');
    const row = await mail(mailId);
    assert.equal(row.status, 'sent');
    assert.ok(row.sentAt);
    // the job runs again (its worker crashed after sending, before finishing the job): no second message
    await api.db
      .updateTable('jobs')
      .set({ status: 'queued', run_at: sql<Date>`now()` })
      .where('kind', '=', mailKind.name)
      .where('payload', '=', JSON.stringify({ mailId }))
      .execute();
    assert.equal(await smtpRunner.runOnce(), true);
    assert.equal(sink.messages.length, 1);
  });

  it("sends a booking's mail with its calendar file, rendered as the booking stands when it is sent", async () => {
    const bookingId = await addBooking(api, shop.businessId, contactId);
    await unitOfWork(api.db, shop.businessId, (tenant) => tellCustomer(tenant, bookingId, 'confirmed', 'https://desk.example.test'));
    assert.equal(await smtpRunner.runOnce(), true);
    const [sent] = sink.messages;
    assert.match(sent!.data, /^Subject: Your booking with Paws Grooming is confirmed\r?$/m);
    assert.match(sent!.data, /Content-Type: text\/calendar; charset=utf-8; method=REQUEST;\s+name=appointment\.ics/);
    const part = /Content-Type: text\/calendar[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(sent!.data);
    const ics = Buffer.from(part![1]!.replace(/\s/g, ''), 'base64').toString();
    assert.match(ics, new RegExp(`UID:${bookingId}@frontdesk\\.bookings`));
    assert.match(ics, /STATUS:CONFIRMED/);
  });

  it('keeps a refused message queued with its error, retries it later, and fails it after the last attempt', async () => {
    const { mailId } = (await emailReceipt()).json() as Queued;
    sink.refuse = true;
    assert.equal(await smtpRunner.runOnce(), true);
    const waiting = await mail(mailId);
    assert.equal(waiting.status, 'queued');
    assert.match(waiting.error, /451/);
    const job = await api.db
      .selectFrom('jobs')
      .select(['id', 'status', 'attempts'])
      .where('payload', '=', JSON.stringify({ mailId }))
      .executeTakeFirstOrThrow();
    assert.deepEqual([job.status, job.attempts], ['queued', 1]);
    // not due before its backoff
    assert.equal(await smtpRunner.runOnce(), false);
    // the last attempt, refused again: failed
    await api.db
      .updateTable('jobs')
      .set({ attempts: mailKind.maxAttempts - 1, run_at: sql<Date>`now()` })
      .where('id', '=', job.id)
      .execute();
    assert.equal(await smtpRunner.runOnce(), true);
    const failed = await mail(mailId);
    assert.equal(failed.status, 'failed');
    assert.match(failed.error, /451/);
    assert.equal(sink.messages.length, 0);
  });

  it('sends through the SMTP server the configuration names (SMTP_URL, MAIL_FROM)', async () => {
    const configured = createJobRunner({
      db: api.db,
      handlers: jobHandlers({ mail: parseMailConfig({ SMTP_URL: sink.url, MAIL_FROM: FROM }), publicOrigin: 'http://localhost' }),
    });
    await emailReceipt({ to: 'someone@example.test' });
    assert.equal(await configured.runOnce(), true);
    assert.deepEqual(
      sink.messages.map((m) => m.to),
      [['someone@example.test']],
    );
    assert.throws(() => parseMailConfig({ SMTP_URL: sink.url }), /MAIL_FROM/);
    assert.equal(parseMailConfig({}), null);
  });

  it('refuses a sale without a contact email unless an address is given, and a malformed address', async () => {
    const anonymous = await cardSale(shop.b, [{ name: 'Walk-in wash', unitPriceMinor: 1000, quantity: 1 }]);
    const missing = await emailReceipt({}, shop.b, anonymous.transactions[0]!.id);
    assert.equal(missing.statusCode, 400);
    assert.equal((missing.json() as { errors: Record<string, { code: string }> }).errors.to!.code, 'required');
    const malformed = await emailReceipt({ to: 'not-an-address' });
    assert.equal(malformed.statusCode, 400);
    assert.equal((malformed.json() as { errors: Record<string, { code: string }> }).errors.to!.code, 'invalid_email');
    assert.equal((await emailReceipt({ to: 'walkin@example.test' }, shop.b, anonymous.transactions[0]!.id)).statusCode, 202);
  });

  it('queues one message for a retried request (the same Idempotency-Key)', async () => {
    const headers = idempotencyKey();
    const url = `/api/transactions/${transactionId()}/receipt/email`;
    const first = await shop.b.post(url, { payload: { to: 'once@example.test' }, headers });
    const again = await shop.b.post(url, { payload: { to: 'once@example.test' }, headers });
    assert.equal(again.statusCode, 202);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.deepEqual(again.json(), first.json());
    assert.equal((await sentMail(shop.b, 'once@example')).total, 1);
  });

  it("shows the business's own mail under Sent, newest first, searches it, and answers 404 for another business's", async () => {
    const { mailId } = (await emailReceipt({ to: 'newest@example.test' })).json() as Queued;
    const page = (await shop.b.get('/api/mail/mails?label=sent&pageSize=2')).json() as MailPage;
    assert.equal(page.items[0]!.mailId, mailId);
    assert.equal(page.items[0]!.kind, 'outgoing');
    assert.equal(page.pageSize, 2);
    assert.ok(page.total >= 2);
    assert.deepEqual(
      (await sentMail(shop.b, 'NEWEST')).items.map((m) => m.mailId),
      [mailId],
    );
    assert.equal((await sentMail(shop.b, '%')).total, 0);

    assert.equal((await sentMail(other.b)).total, 0);
    assert.equal((await other.b.get(`/api/mail/mail?mailId=${mailId}`)).statusCode, 404);
    const foreign = await emailReceipt({ to: 'x@example.test' }, other.b);
    assert.equal(foreign.statusCode, 404);
    assert.equal((foreign.json() as { code: string }).code, 'not_found');
  });

  describe('sending an invoice', () => {
    const openInvoice = async () => {
      const res = await shop.b.post('/api/invoices', {
        headers: idempotencyKey(),
        payload: { contactId, status: 'open', lines: [{ name: 'Deluxe groom', unitPriceMinor: 12_000, quantity: 1 }] },
      });
      assert.equal(res.statusCode, 201, res.body);
      return res.json() as { id: string; number: number };
    };
    const send = (invoiceId: string, payload: object = {}, b = shop.b) => b.post(`/api/invoices/${invoiceId}/send`, { payload, headers: idempotencyKey() });

    it('queues the invoice with a new pay link and the PDF, records invoice.sent, and sends it', async () => {
      const invoice = await openInvoice();
      const res = await send(invoice.id, { message: 'Thanks for choosing us!' });
      assert.equal(res.statusCode, 202, res.body);
      const { mailId, paymentLink } = res.json() as { mailId: string; paymentLink: { id: string; url: string; expiresAt: string } };
      assert.match(paymentLink.url, new RegExp(`^http://localhost(:\\d+)?/pay/${paymentLink.id}$`));
      const queued = await mail(mailId);
      assert.equal(queued.to, 'marta@example.test');
      assert.equal(queued.subject, `Invoice #${invoice.number} from Paws Grooming`);
      assert.match(queued.text, /^Thanks for choosing us!/);
      assert.ok(queued.text.includes(paymentLink.url));
      assert.ok(queued.html.includes(`href="${paymentLink.url}"`));
      assert.match(queued.text, /Balance due: \$120\.00/);
      assert.deepEqual(
        queued.attachments.map((a) => [a.kind, a.filename, a.url]),
        [['invoice_pdf', `invoice-${invoice.number}.pdf`, `/api/invoices/${invoice.id}/pdf`]],
      );
      const audit = await api.db
        .selectFrom('audit_events')
        .select(['action', 'amount_minor'])
        .where('invoice_id', '=', invoice.id)
        .where('action', '=', 'invoice.sent')
        .execute();
      assert.deepEqual(audit, [{ action: 'invoice.sent', amount_minor: 12_000 }]);
      // the link is the invoice's own: its public page answers
      assert.equal((await shop.b.get(`/api/pay/${paymentLink.id}`)).statusCode, 200);

      assert.equal(await smtpRunner.runOnce(), true);
      assert.equal(sink.messages.length, 1);
      assert.match(sink.messages[0]!.data, new RegExp(`Content-Type: application/pdf; name=invoice-${invoice.number}\\.pdf`));
    });

    it('refuses a paid invoice (409 not_payable) and queues nothing', async () => {
      const before = (await sentMail(shop.b)).total;
      const res = await send(sale.invoice.id, { to: 'x@example.test' });
      assert.equal(res.statusCode, 409);
      assert.equal((res.json() as { code: string }).code, 'not_payable');
      assert.equal((await sentMail(shop.b)).total, before);
    });

    it("answers 404 for another business's invoice, and refuses a bad address without making a link", async () => {
      const invoice = await openInvoice();
      assert.equal((await send(invoice.id, {}, other.b)).statusCode, 404);
      const bad = await send(invoice.id, { to: 'nope' });
      assert.equal(bad.statusCode, 400);
      const links = await api.db.selectFrom('payment_links').select('id').where('invoice_id', '=', invoice.id).execute();
      assert.equal(links.length, 0);
    });
  });
});
