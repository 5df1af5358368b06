import { MAX_AMOUNT_MINOR } from '@frontdesk/money';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { todayIn } from '../../lib/days';
import { addCatalogueItem, addContact, databaseKind, signInStaff, signUp, startApi, type Browser, type SignedUp, type TestApi } from '../../testing/harness';
import { openApiDocument, operationsOf } from '../../testing/openapi';
import type { CashMovement, Register, RegisterDetail, RegisterList, RegisterSession, ZReport, ZReportPage } from './schemas';
import { SESSION_CASH_MOVES_MAX_MINOR } from './service';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A money call: its own Idempotency-Key unless one is given (a retry sends the same). */
const money = (b: Browser, url: string, payload: object, key: string = randomUUID()) => b.post(url, { payload, headers: { 'idempotency-key': key } });

const codeOf = (res: { json: () => unknown }) => (res.json() as { code?: string }).code;
type FieldErrors = Record<string, { code: string; params?: Record<string, unknown> }>;
const fieldCode = (res: { json: () => unknown }, field: string) => (res.json() as { errors?: FieldErrors }).errors?.[field]?.code;
const fieldParams = (res: { json: () => unknown }, field: string) => (res.json() as { errors?: FieldErrors }).errors?.[field]?.params;

describe(`registers (${databaseKind} database)`, () => {
  let api: TestApi;
  let alpha: SignedUp;
  let beta: SignedUp;
  let staff: Browser;
  let names = 0;

  const list = async (b: Browser) => {
    const res = await b.get('/api/registers');
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as RegisterList;
  };
  /** A new closed register of Alpha, added by its admin. */
  const newRegister = async (name = `Till ${++names}`) => {
    const res = await alpha.b.post('/api/registers', { payload: { name } });
    assert.equal(res.statusCode, 201, res.body);
    return (res.json() as Register).id;
  };
  const open = async (registerId: string, openingFloatMinor: number, b = alpha.b) => {
    const res = await money(b, `/api/registers/${registerId}/open`, { openingFloatMinor });
    assert.equal(res.statusCode, 201, res.body);
    return res.json() as RegisterSession;
  };
  const cash = async (registerId: string, kind: 'cash_in' | 'cash_out', amountMinor: number, reason = 'Change run', b = alpha.b) => {
    const res = await money(b, `/api/registers/${registerId}/cash`, { kind, amountMinor, reason });
    assert.equal(res.statusCode, 201, res.body);
    return res.json() as CashMovement;
  };
  const close = async (registerId: string, countedCashMinor: number, b = alpha.b) => {
    const res = await money(b, `/api/registers/${registerId}/close`, { countedCashMinor });
    assert.equal(res.statusCode, 201, res.body);
    return res.json() as ZReport;
  };

  /** A sale paid in cash at an open register, by the business's admin (Alpha's unless told): its payment, invoice and contact. */
  const cashSale = async (registerId: string, amountMinor: number, admin = alpha) => {
    const contactId = await addContact(api, admin.businessId, { first: 'Cash', last: 'Customer' });
    const itemId = await addCatalogueItem(api, admin.businessId, { name: `Wash ${amountMinor}`, priceMinor: amountMinor });
    const res = await money(admin.b, '/api/checkout', {
      contactId,
      registerId,
      lines: [{ itemId, quantity: 1 }],
      tenders: [{ tender: 'cash', amountMinor, tenderedMinor: amountMinor }],
    });
    assert.equal(res.statusCode, 201, res.body);
    const { invoice, transactions } = res.json() as { invoice: { id: string }; transactions: { id: string }[] };
    return { transactionId: transactions[0]!.id, invoiceId: invoice.id, contactId };
  };

  before(async () => {
    api = await startApi({ seed: false, jobs: false });
    alpha = await signUp(api, 'Alpha Till');
    beta = await signUp(api, 'Beta Till');
    staff = await signInStaff(api, alpha.businessId);
  });
  after(() => api.close());

  describe('the list and the admin’s changes', () => {
    it('lists the business’s registers by name, closed, in its currency', async () => {
      const { currency, items } = await list(alpha.b);
      assert.equal(currency, 'USD');
      assert.deepEqual(
        items.filter((r) => r.name === 'Front Desk').map((r) => ({ state: r.state, session: r.session, lastClosedAt: r.lastClosedAt })),
        [{ state: 'closed', session: null, lastClosedAt: null }],
      );
      const sorted = [...items].map((r) => r.name.toLowerCase());
      assert.deepEqual(sorted, [...sorted].sort());
    });

    it('adds a register with its name trimmed (201), and refuses a name taken in another case', async () => {
      const res = await alpha.b.post('/api/registers', { payload: { name: '  Patio Bar  ' } });
      assert.equal(res.statusCode, 201, res.body);
      const register = res.json() as Register;
      assert.equal(register.name, 'Patio Bar');
      assert.equal(register.state, 'closed');
      const again = await alpha.b.post('/api/registers', { payload: { name: 'patio BAR' } });
      assert.equal(again.statusCode, 400, again.body);
      assert.equal(fieldCode(again, 'name'), 'taken');
      // another business may use the same name
      assert.equal((await beta.b.post('/api/registers', { payload: { name: 'Patio Bar' } })).statusCode, 201);
    });

    it('refuses a blank or too long name (400), changing nothing', async () => {
      const before = (await list(alpha.b)).items.length;
      const blank = await alpha.b.post('/api/registers', { payload: { name: '   ' } });
      assert.equal(blank.statusCode, 400);
      assert.equal(fieldCode(blank, 'name'), 'required');
      const long = await alpha.b.post('/api/registers', { payload: { name: 'x'.repeat(61) } });
      assert.equal(long.statusCode, 400);
      assert.equal(fieldCode(long, 'name'), 'too_long');
      assert.equal((await list(alpha.b)).items.length, before);
    });

    it('renames a register; its own name in another case is not taken, another’s is', async () => {
      const id = await newRegister('Kiosk');
      const own = await alpha.b.patch(`/api/registers/${id}`, { payload: { name: 'KIOSK' } });
      assert.equal(own.statusCode, 200, own.body);
      assert.equal((own.json() as Register).name, 'KIOSK');
      const taken = await alpha.b.patch(`/api/registers/${id}`, { payload: { name: 'front desk' } });
      assert.equal(taken.statusCode, 400);
      assert.equal(fieldCode(taken, 'name'), 'taken');
      assert.equal((await alpha.b.patch(`/api/registers/${UNKNOWN}`, { payload: { name: 'Nope' } })).statusCode, 404);
    });

    it('lets staff open and close a register, but not add or rename one (403 admin_only)', async () => {
      const id = await newRegister();
      const add = await staff.post('/api/registers', { payload: { name: 'Staff Till' } });
      assert.equal(add.statusCode, 403);
      assert.equal(codeOf(add), 'admin_only');
      const rename = await staff.patch(`/api/registers/${id}`, { payload: { name: 'Renamed' } });
      assert.equal(rename.statusCode, 403);
      assert.equal(codeOf(rename), 'admin_only');
      const session = await open(id, 5000, staff);
      assert.equal(session.openedBy, 'Sol Staff');
      const report = await close(id, 5000, staff);
      assert.equal(report.summary.closedBy, 'Sol Staff');
    });
  });

  describe('open, cash in and out', () => {
    it('opens a closed register with its float, and refuses to open it again (409 register_open)', async () => {
      const id = await newRegister();
      const session = await open(id, 10_000);
      assert.equal(session.openingFloatMinor, 10_000);
      assert.equal(session.expectedCashMinor, 10_000);
      assert.equal(session.openedBy, 'Ada Admin');
      const again = await money(alpha.b, `/api/registers/${id}/open`, { openingFloatMinor: 100 });
      assert.equal(again.statusCode, 409);
      assert.equal(codeOf(again), 'register_open');
      const register = (await list(alpha.b)).items.find((r) => r.id === id);
      assert.equal(register?.state, 'open');
      assert.equal(register?.session?.id, session.id);
      const sessions = await api.db.selectFrom('register_sessions').select('id').where('register_id', '=', id).execute();
      assert.equal(sessions.length, 1);
      const events = await api.db.selectFrom('audit_events').selectAll().where('register_id', '=', id).execute();
      assert.deepEqual(
        events.map((e) => [e.action, e.amount_minor, e.user_email]),
        [['register.opened', 10_000, alpha.email]],
      );
    });

    it('moves cash in and out with a reason; the expected cash follows, and the detail lists each movement', async () => {
      const id = await newRegister();
      await open(id, 10_000);
      const cashIn = await cash(id, 'cash_in', 2_500, '  Change from the bank ');
      assert.equal(cashIn.amountMinor, 2_500);
      assert.equal(cashIn.reason, 'Change from the bank');
      assert.equal(cashIn.by, 'Ada Admin');
      const cashOut = await cash(id, 'cash_out', 1_000, 'Window cleaner');
      assert.equal(cashOut.kind, 'cash_out');
      assert.equal(cashOut.amountMinor, -1_000);
      const detail = (await alpha.b.get(`/api/registers/${id}`)).json() as RegisterDetail;
      assert.equal(detail.session?.expectedCashMinor, 11_500);
      assert.equal(detail.currency, 'USD');
      assert.deepEqual(
        detail.movements.map((m) => [m.kind, m.amountMinor, m.reason]),
        [
          ['float', 10_000, ''],
          ['cash_in', 2_500, 'Change from the bank'],
          ['cash_out', -1_000, 'Window cleaner'],
        ],
      );
      const events = await api.db.selectFrom('audit_events').select(['action', 'amount_minor']).where('register_id', '=', id).orderBy('at').execute();
      assert.deepEqual(events.map((e) => e.action).sort(), ['register.cash_in', 'register.cash_out', 'register.opened']);
    });

    it('refuses an admin’s cash out of more than the drawer holds (too_large, naming what it holds) and a blank reason', async () => {
      const id = await newRegister();
      await open(id, 1_000);
      const tooMuch = await money(alpha.b, `/api/registers/${id}/cash`, { kind: 'cash_out', amountMinor: 1_001, reason: 'Lunch' });
      assert.equal(tooMuch.statusCode, 400, tooMuch.body);
      assert.equal(fieldCode(tooMuch, 'amountMinor'), 'too_large');
      assert.deepEqual(fieldParams(tooMuch, 'amountMinor'), { limit: 1_000 });
      const blank = await money(alpha.b, `/api/registers/${id}/cash`, { kind: 'cash_in', amountMinor: 5, reason: '  ' });
      assert.equal(blank.statusCode, 400);
      assert.equal(fieldCode(blank, 'reason'), 'required');
      const zero = await money(alpha.b, `/api/registers/${id}/cash`, { kind: 'cash_in', amountMinor: 0, reason: 'x' });
      assert.equal(zero.statusCode, 400);
      await cash(id, 'cash_out', 1_000, 'All of it');
      const movements = await api.db
        .selectFrom('cash_movements')
        .select('kind')
        .innerJoin('register_sessions', 'register_sessions.id', 'cash_movements.session_id')
        .where('register_sessions.register_id', '=', id)
        .execute();
      assert.equal(movements.length, 2);
    });

    it('refuses cash and a close on a closed register (409 register_closed)', async () => {
      const id = await newRegister();
      const cashIn = await money(alpha.b, `/api/registers/${id}/cash`, { kind: 'cash_in', amountMinor: 100, reason: 'x' });
      assert.equal(cashIn.statusCode, 409);
      assert.equal(codeOf(cashIn), 'register_closed');
      const closing = await money(alpha.b, `/api/registers/${id}/close`, { countedCashMinor: 0 });
      assert.equal(closing.statusCode, 409);
      assert.equal(codeOf(closing), 'register_closed');
    });

    it('refuses cash ins past the largest amount a session takes (too_large, with that limit and not the drawer’s figure), changing nothing', async () => {
      const id = await newRegister();
      await open(id, 500);
      await cash(id, 'cash_in', 600_000_000);
      const past = await money(alpha.b, `/api/registers/${id}/cash`, { kind: 'cash_in', amountMinor: 400_000_001, reason: 'Takings from the bar' });
      assert.equal(past.statusCode, 400, past.body);
      assert.deepEqual((past.json() as { errors: Record<string, { code: string; params?: object }> }).errors.amountMinor, {
        code: 'too_large',
        message: 'More than the cash ins of one session may total',
        params: { limit: MAX_AMOUNT_MINOR },
      });
      await cash(id, 'cash_in', 400_000_000);
      const detail = (await alpha.b.get(`/api/registers/${id}`)).json() as RegisterDetail;
      assert.equal(detail.session?.expectedCashMinor, 1_000_000_500);
    });

    it('closes a drawer whose cash passes the database’s integers (a float, cash ins and a cash sale of the largest amounts)', async () => {
      const id = await newRegister();
      await open(id, MAX_AMOUNT_MINOR);
      await cash(id, 'cash_in', MAX_AMOUNT_MINOR);
      const sale = await money(alpha.b, '/api/checkout', {
        registerId: id,
        lines: [{ name: 'Fleet contract', unitPriceMinor: MAX_AMOUNT_MINOR, quantity: 1 }],
        tenders: [{ tender: 'cash', amountMinor: MAX_AMOUNT_MINOR, tenderedMinor: MAX_AMOUNT_MINOR }],
      });
      assert.equal(sale.statusCode, 201, sale.body);
      // 3,000,000,000 in the drawer: past 2,147,483,647
      const report = await close(id, MAX_AMOUNT_MINOR);
      assert.equal(report.summary.expectedCashMinor, 3 * MAX_AMOUNT_MINOR);
      assert.equal(report.summary.overShortMinor, -2 * MAX_AMOUNT_MINOR);
      const session = await api.db.selectFrom('register_sessions').select('expected_cash_minor').where('id', '=', report.sessionId).executeTakeFirstOrThrow();
      assert.equal(Number(session.expected_cash_minor), 3 * MAX_AMOUNT_MINOR);
    });

    it('requires an Idempotency-Key on every money call (400)', async () => {
      const id = await newRegister();
      const res = await alpha.b.post(`/api/registers/${id}/open`, { payload: { openingFloatMinor: 100 } });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal((await list(alpha.b)).items.find((r) => r.id === id)?.state, 'closed');
    });
  });

  describe('the blind count', () => {
    it('hides the expected cash of an open register from staff, in the list and the detail', async () => {
      const id = await newRegister();
      await open(id, 7_000);
      await cash(id, 'cash_in', 1_500, 'Change run');
      await cashSale(id, 2_000);
      const staffList = (await list(staff)).items.find((r) => r.id === id);
      assert.equal(staffList?.state, 'open');
      assert.equal(staffList?.session?.expectedCashMinor, null);
      assert.equal(staffList?.session?.openingFloatMinor, 7_000);
      const detail = (await staff.get(`/api/registers/${id}`)).json() as RegisterDetail;
      assert.equal(detail.session?.expectedCashMinor, null);
      // the movements' amounts add up to the expected cash: staff see what moved, not how much; and
      // not the sale, whose transaction the list withholds
      assert.deepEqual(
        detail.movements.map((m) => [m.kind, m.amountMinor, m.reason]),
        [
          ['float', null, ''],
          ['cash_in', null, 'Change run'],
        ],
      );
      const adminDetail = (await alpha.b.get(`/api/registers/${id}`)).json() as RegisterDetail;
      assert.deepEqual(
        adminDetail.movements.map((m) => [m.kind, m.amountMinor]),
        [
          ['float', 7_000],
          ['cash_in', 1_500],
          ['sale', 2_000],
        ],
      );
      const admin = (await list(alpha.b)).items.find((r) => r.id === id);
      assert.equal(admin?.session?.expectedCashMinor, 10_500);
    });

    it('answers a staff member who opens a register no expected cash', async () => {
      const session = await open(await newRegister(), 4_000, staff);
      assert.equal(session.openingFloatMinor, 4_000);
      assert.equal(session.expectedCashMinor, null);
    });

    it('checks a staff member’s cash out against no figure of the drawer: more than it holds is taken, and the close shows it', async () => {
      const id = await newRegister();
      await open(id, 3_000);
      await cashSale(id, 1_700);
      // an oracle would refuse 4_701 and take 4_700; staff get the same answer for both
      const out = await cash(id, 'cash_out', 4_700, 'Bank run', staff);
      assert.equal(out.amountMinor, -4_700);
      const beyond = await money(staff, `/api/registers/${id}/cash`, { kind: 'cash_out', amountMinor: 1, reason: 'Tip jar' });
      assert.equal(beyond.statusCode, 201, beyond.body);
      // the admin sees the drawer run short of nothing: it holds less than nothing on paper
      assert.equal((await list(alpha.b)).items.find((r) => r.id === id)?.session?.expectedCashMinor, -1);
      const refused = await money(alpha.b, `/api/registers/${id}/cash`, { kind: 'cash_out', amountMinor: 1, reason: 'x' });
      assert.deepEqual([refused.statusCode, fieldParams(refused, 'amountMinor')], [400, { limit: -1 }]);
      const report = await close(id, 0, staff);
      assert.deepEqual([report.summary.cashOutMinor, report.summary.expectedCashMinor, report.summary.overShortMinor], [4_701, -1, 1]);
    });

    it('refuses cash outs past a constant limit per session, saying nothing of the drawer; the register still closes', async () => {
      const id = await newRegister();
      await open(id, 2_500);
      await cash(id, 'cash_out', SESSION_CASH_MOVES_MAX_MINOR, 'Typed too many zeros', staff);
      const past = await money(staff, `/api/registers/${id}/cash`, { kind: 'cash_out', amountMinor: 1, reason: 'Again' });
      assert.equal(past.statusCode, 400, past.body);
      assert.equal(fieldCode(past, 'amountMinor'), 'too_large');
      assert.equal(fieldParams(past, 'amountMinor'), undefined);
      assert.doesNotMatch(past.body, /2500|-999997500/);
      const report = await close(id, 2_500, staff);
      assert.deepEqual([report.summary.expectedCashMinor, report.summary.overShortMinor], [2_500 - SESSION_CASH_MOVES_MAX_MINOR, SESSION_CASH_MOVES_MAX_MINOR]);
    });

    it('answers staff no open drawer’s expected cash nor its cash takings, from any call they may read', async () => {
      // a business of its own, so that the day's takings are this drawer's; figures no other answer
      // holds by chance: float, cash in and two cash sales by a colleague (the admin)
      const shop = await signUp(api, 'Blind Shop');
      const clerk = await signInStaff(api, shop.businessId);
      const id = ((await shop.b.post('/api/registers', { payload: { name: 'Blind Till' } })).json() as Register).id;
      await open(id, 13_111, shop.b);
      await cash(id, 'cash_in', 11_627, 'Change run', shop.b);
      const sale = await cashSale(id, 9_871, shop);
      await cashSale(id, 13_708, shop);
      const secrets = {
        expected: 13_111 + 11_627 + 9_871 + 13_708,
        cashSales: 9_871 + 13_708,
        beyondTheFloat: 11_627 + 9_871 + 13_708,
      };
      const patterns = Object.values(secrets).flatMap((minor) => [
        new RegExp(`(?<![\\d.])${minor}(?!\\d)`),
        new RegExp(`(?<![\\d.])${Math.trunc(minor / 100)}\\.${String(minor % 100).padStart(2, '0')}(?!\\d)`),
      ]);
      const today = todayIn('UTC');
      const ids: Record<string, string> = { registerId: id, transactionId: sale.transactionId, invoiceId: sale.invoiceId, contactId: sale.contactId };
      const reads = operationsOf(await openApiDocument(api.app)).filter((op) => op.method === 'GET' && !op.stream && op.pathParams.every((p) => p.name in ids));
      const urlOf = (op: (typeof reads)[number]) => {
        const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]!);
        const values: Record<string, string> = { from: today, to: today, registerId: id };
        const query = new URLSearchParams(op.query.flatMap((p): [string, string][] => (p.name in values ? [[p.name, values[p.name]!]] : [])));
        return query.size ? `${path}?${query}` : path;
      };
      const leaks = async (b: Browser) => {
        const found: string[] = [];
        for (const op of reads) {
          const res = await b.get(urlOf(op));
          if (String(res.headers['content-type']).startsWith('application/pdf')) continue;
          for (const pattern of patterns) if (pattern.test(res.body)) found.push(`${op.id} ${res.statusCode}: ${pattern}`);
        }
        return found;
      };
      assert.ok(reads.length > 40, `${reads.length} reads`);
      assert.deepEqual(await leaks(clerk), []);
      // the same reads give an admin the figures: the search above would see them
      const adminLeaks = await leaks(shop.b);
      for (const route of ['GET /api/registers', 'GET /api/registers/{registerId}', 'GET /api/transactions', 'GET /api/transactions/takings']) {
        assert.ok(
          adminLeaks.some((leak) => leak.startsWith(`${route} 200`)),
          `${route}: ${adminLeaks.join('\n')}`,
        );
      }
    });

    it('answers the close with expected, counted and over/short: short', async () => {
      const id = await newRegister();
      await open(id, 10_000);
      await cash(id, 'cash_in', 500);
      await cash(id, 'cash_out', 2_000);
      const report = await close(id, 8_250, staff);
      const s = report.summary;
      assert.deepEqual(
        [s.openingFloatMinor, s.cashInMinor, s.cashOutMinor, s.expectedCashMinor, s.countedCashMinor, s.overShortMinor],
        [10_000, 500, 2_000, 8_500, 8_250, -250],
      );
      const session = await api.db.selectFrom('register_sessions').selectAll().where('id', '=', report.sessionId).executeTakeFirstOrThrow();
      assert.equal(session.counted_cash_minor, 8_250);
      // a bigint (migration 0019): text on PostgreSQL's driver
      assert.equal(Number(session.expected_cash_minor), 8_500);
      assert.ok(session.closed_at);
      const after = (await list(alpha.b)).items.find((r) => r.id === id);
      assert.equal(after?.state, 'closed');
      assert.equal(after?.lastClosedAt, s.closedAt);
    });

    it('over: counted more than expected', async () => {
      const id = await newRegister();
      await open(id, 3_000);
      const report = await close(id, 3_125);
      assert.equal(report.summary.overShortMinor, 125);
      assert.equal(report.registerId, id);
    });

    it('sums the session’s succeeded payments by tender, its refunds, count and tips into the Z-report', async () => {
      const id = await newRegister('Sales Till');
      const session = await open(id, 5_000);
      const invoice = await api.db
        .insertInto('invoices')
        .values({
          business_id: alpha.businessId,
          number: 9_001,
          status: 'paid',
          currency: 'USD',
          subtotal_minor: 10_000,
          discount_minor: 0,
          tax_minor: 0,
          tip_minor: 1_500,
          total_minor: 11_500,
          paid_minor: 11_500,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      let receipt = 9_000;
      const txn = (
        kind: 'payment' | 'refund',
        tender: 'cash' | 'card' | 'check' | 'deposit',
        amount: number,
        status: 'succeeded' | 'declined' = 'succeeded',
      ) => ({
        business_id: alpha.businessId,
        // a declined card is a record, not a receipt: it has no number (migration 0022)
        number: status === 'declined' ? null : ++receipt,
        kind,
        tender,
        status,
        currency: 'USD',
        amount_minor: amount,
        invoice_id: invoice.id,
        register_id: id,
        register_session_id: session.id,
      });
      await api.db
        .insertInto('transactions')
        .values([
          txn('payment', 'cash', 4_000),
          txn('payment', 'card', 6_000),
          txn('payment', 'check', 1_000),
          txn('payment', 'deposit', 500),
          txn('refund', 'card', 700),
          txn('payment', 'card', 9_999, 'declined'),
        ])
        .execute();
      await api.db
        .insertInto('cash_movements')
        .values([
          { business_id: alpha.businessId, session_id: session.id, kind: 'sale', amount_minor: 4_000 },
          { business_id: alpha.businessId, session_id: session.id, kind: 'refund', amount_minor: -300 },
        ])
        .execute();
      const s = (await close(id, 8_700)).summary;
      assert.deepEqual(s.salesByTender, { cash: 4_000, card: 6_000, check: 1_000, deposit: 500 });
      assert.equal(s.refundsMinor, 700);
      assert.equal(s.transactionCount, 5);
      assert.equal(s.tipsMinor, 1_500);
      assert.equal(s.cashSalesMinor, 4_000);
      assert.equal(s.cashRefundsMinor, 300);
      assert.equal(s.expectedCashMinor, 8_700);
      assert.equal(s.overShortMinor, 0);
      assert.equal(s.registerName, 'Sales Till');
      assert.equal(s.currency, 'USD');
    });
  });

  describe('exactly once', () => {
    it('answers a retry with the same key and body with the first answer, and moves the cash once', async () => {
      const id = await newRegister();
      await open(id, 1_000);
      const key = randomUUID();
      const first = await money(alpha.b, `/api/registers/${id}/cash`, { kind: 'cash_in', amountMinor: 400, reason: 'Float top-up' }, key);
      const retry = await money(alpha.b, `/api/registers/${id}/cash`, { kind: 'cash_in', amountMinor: 400, reason: 'Float top-up' }, key);
      assert.equal(first.statusCode, 201);
      assert.equal(retry.statusCode, 201);
      assert.equal(retry.headers['idempotent-replayed'], 'true');
      assert.deepEqual(retry.json(), first.json());
      const detail = (await alpha.b.get(`/api/registers/${id}`)).json() as RegisterDetail;
      assert.equal(detail.movements.filter((m) => m.kind === 'cash_in').length, 1);
      assert.equal(detail.session?.expectedCashMinor, 1_400);
    });

    it('refuses the same key with another body (422 idempotency_key_reused)', async () => {
      const id = await newRegister();
      const key = randomUUID();
      assert.equal((await money(alpha.b, `/api/registers/${id}/open`, { openingFloatMinor: 100 }, key)).statusCode, 201);
      const reused = await money(alpha.b, `/api/registers/${id}/open`, { openingFloatMinor: 200 }, key);
      assert.equal(reused.statusCode, 422);
      assert.equal(codeOf(reused), 'idempotency_key_reused');
      const replayedClose = await money(alpha.b, `/api/registers/${id}/close`, { countedCashMinor: 100 }, key);
      assert.equal(replayedClose.statusCode, 422);
    });

    it('replays a close: the same Z-report, not a second one', async () => {
      const id = await newRegister();
      await open(id, 2_000);
      const key = randomUUID();
      const first = await money(alpha.b, `/api/registers/${id}/close`, { countedCashMinor: 2_000 }, key);
      const retry = await money(alpha.b, `/api/registers/${id}/close`, { countedCashMinor: 2_000 }, key);
      assert.equal(first.statusCode, 201);
      assert.deepEqual(retry.json(), first.json());
      const reports = await api.db.selectFrom('z_reports').select('id').where('register_id', '=', id).execute();
      assert.equal(reports.length, 1);
    });

    it('two concurrent closes of one register: one 201, one 409, exactly one Z-report', async () => {
      const id = await newRegister();
      await open(id, 5_000);
      const [a, b] = await Promise.all([
        money(alpha.b, `/api/registers/${id}/close`, { countedCashMinor: 5_000 }),
        money(staff, `/api/registers/${id}/close`, { countedCashMinor: 4_900 }),
      ]);
      assert.deepEqual([a.statusCode, b.statusCode].sort(), [201, 409], `${a.body} ${b.body}`);
      assert.equal(codeOf(a.statusCode === 409 ? a : b), 'register_closed');
      const reports = await api.db.selectFrom('z_reports').select('id').where('register_id', '=', id).execute();
      assert.equal(reports.length, 1);
      const events = await api.db.selectFrom('audit_events').select('action').where('register_id', '=', id).where('action', '=', 'register.closed').execute();
      assert.equal(events.length, 1);
    });

    it('two concurrent opens of one register: one session', async () => {
      const id = await newRegister();
      const [a, b] = await Promise.all([
        money(alpha.b, `/api/registers/${id}/open`, { openingFloatMinor: 100 }),
        money(staff, `/api/registers/${id}/open`, { openingFloatMinor: 200 }),
      ]);
      assert.deepEqual([a.statusCode, b.statusCode].sort(), [201, 409], `${a.body} ${b.body}`);
      const sessions = await api.db.selectFrom('register_sessions').select('id').where('register_id', '=', id).execute();
      assert.equal(sessions.length, 1);
    });
  });

  describe('Z-reports', () => {
    let gamma: SignedUp;
    before(async () => {
      gamma = await signUp(api, 'Gamma Till');
    });

    const gammaRegister = async (name: string) => {
      const res = await gamma.b.post('/api/registers', { payload: { name } });
      assert.equal(res.statusCode, 201, res.body);
      return (res.json() as Register).id;
    };
    const cycle = async (b: Browser, id: string, float: number, counted: number) => {
      assert.equal((await money(b, `/api/registers/${id}/open`, { openingFloatMinor: float })).statusCode, 201);
      const res = await money(b, `/api/registers/${id}/close`, { countedCashMinor: counted });
      assert.equal(res.statusCode, 201, res.body);
      return res.json() as ZReport;
    };

    it('numbers them consecutively per business, lists them newest first and filters by register', async () => {
      const one = await gammaRegister('One');
      const two = await gammaRegister('Two');
      const reports = [await cycle(gamma.b, one, 100, 100), await cycle(gamma.b, two, 200, 150), await cycle(gamma.b, one, 300, 400)];
      assert.deepEqual(
        reports.map((r) => r.number),
        [1, 2, 3],
      );
      const page = (await gamma.b.get('/api/z-reports')).json() as ZReportPage;
      assert.deepEqual(
        page.items.map((r) => r.number),
        [3, 2, 1],
      );
      assert.equal(page.total, 3);
      const ofOne = (await gamma.b.get(`/api/z-reports?registerId=${one}`)).json() as ZReportPage;
      assert.deepEqual(
        ofOne.items.map((r) => r.number),
        [3, 1],
      );
      assert.equal(ofOne.items[0]?.registerName, 'One');
      const paged = (await gamma.b.get('/api/z-reports?page=2&pageSize=2')).json() as ZReportPage;
      assert.deepEqual(
        paged.items.map((r) => r.number),
        [1],
      );
    });

    it('filters by the calendar days of closing, and refuses a backwards range', async () => {
      const today = todayIn('UTC');
      const inRange = (await gamma.b.get(`/api/z-reports?from=${today}&to=${today}`)).json() as ZReportPage;
      assert.equal(inRange.total, 3);
      const before = (await gamma.b.get('/api/z-reports?to=2020-01-01')).json() as ZReportPage;
      assert.equal(before.total, 0);
      const after = (await gamma.b.get('/api/z-reports?from=2999-01-01')).json() as ZReportPage;
      assert.equal(after.total, 0);
      const backwards = await gamma.b.get('/api/z-reports?from=2024-02-01&to=2024-01-01');
      assert.equal(backwards.statusCode, 400);
    });

    it('reads one Z-report, and never another business’s (404)', async () => {
      const [latest] = ((await gamma.b.get('/api/z-reports')).json() as ZReportPage).items;
      assert.ok(latest);
      const one = await gamma.b.get(`/api/z-reports/${latest.id}`);
      assert.equal(one.statusCode, 200);
      assert.deepEqual(one.json(), latest);
      assert.equal((await alpha.b.get(`/api/z-reports/${latest.id}`)).statusCode, 404);
      const alphaList = (await alpha.b.get(`/api/z-reports?registerId=${latest.registerId}`)).json() as ZReportPage;
      assert.equal(alphaList.total, 0);
    });

    it('exports them as CSV with the list’s filters, amounts in major units', async () => {
      const res = await gamma.b.get('/api/z-reports/export.csv');
      assert.equal(res.statusCode, 200, res.body);
      assert.match(res.headers['content-type'] as string, /^text\/csv/);
      assert.match(res.headers['content-disposition'] as string, /attachment; filename="z-reports-\d{4}-\d{2}-\d{2}\.csv"/);
      const lines = res.body.trim().split('\r\n');
      assert.equal(lines.length, 4);
      assert.match(lines[0] ?? '', /^"number","register",/);
      // report 2: float 2.00, counted 1.50, short 0.50
      const two = lines.find((line) => line.startsWith('"2",'));
      assert.ok(two);
      assert.match(two, /"Two"/);
      assert.match(two, /"2","1.5","-0.5"/);
      const filtered = await gamma.b.get('/api/z-reports/export.csv?to=2020-01-01');
      assert.equal(filtered.body.trim().split('\r\n').length, 1);
    });

    it('keeps a Z-report as written: the database refuses to change or delete one', async () => {
      const [latest] = ((await gamma.b.get('/api/z-reports')).json() as ZReportPage).items;
      assert.ok(latest);
      await assert.rejects(sql`UPDATE z_reports SET number = 99 WHERE id = ${latest.id}`.execute(api.db), /cannot be changed/);
      await assert.rejects(sql`DELETE FROM z_reports WHERE id = ${latest.id}`.execute(api.db), /cannot be changed/);
      const row = await api.db.selectFrom('z_reports').select('number').where('id', '=', latest.id).executeTakeFirstOrThrow();
      assert.equal(row.number, latest.number);
    });
  });

  describe('tenancy', () => {
    it('answers 404 for another business’s register, and changes nothing', async () => {
      const id = await newRegister();
      assert.equal((await beta.b.get(`/api/registers/${id}`)).statusCode, 404);
      assert.equal((await beta.b.patch(`/api/registers/${id}`, { payload: { name: 'Mine' } })).statusCode, 404);
      assert.equal((await money(beta.b, `/api/registers/${id}/open`, { openingFloatMinor: 1 })).statusCode, 404);
      await open(id, 1_000);
      assert.equal((await money(beta.b, `/api/registers/${id}/cash`, { kind: 'cash_in', amountMinor: 1, reason: 'x' })).statusCode, 404);
      assert.equal((await money(beta.b, `/api/registers/${id}/close`, { countedCashMinor: 0 })).statusCode, 404);
      assert.ok(!(await list(beta.b)).items.some((r) => r.id === id));
      const detail = (await alpha.b.get(`/api/registers/${id}`)).json() as RegisterDetail;
      assert.equal(detail.state, 'open');
      assert.equal(detail.movements.length, 1);
    });

    it('answers 404 for an unknown register', async () => {
      assert.equal((await alpha.b.get(`/api/registers/${UNKNOWN}`)).statusCode, 404);
      assert.equal((await money(alpha.b, `/api/registers/${UNKNOWN}/open`, { openingFloatMinor: 1 })).statusCode, 404);
    });
  });
});
