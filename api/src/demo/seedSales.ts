import { priceCart, type Adjustment } from '@frontdesk/money';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { addDays, DAY_MS, dayIn, startOfDay } from '../lib/days';
import { checkoutWork } from '../modules/checkout/service';
import type { CheckoutInput } from '../modules/checkout/schemas';
import type { Sale } from '../modules/invoices/moneySchemas';
import { forfeitDeposit, takeDepositWork } from '../modules/deposits/service';
import type { DepositWithTransaction } from '../modules/deposits/schemas';
import { createInvoice, payInvoiceWork, refundInvoiceWork } from '../modules/invoices/billing';
import type { CartInput, CartLineInput, Invoice } from '../modules/invoices/schemas';
import { issuePaymentLink, LINK_LIFETIME_DAYS } from '../modules/links/service';
import { moneyContext, staffActor } from '../modules/money/context';
import { runWithinTransaction, type MoneyWork } from '../modules/money/work';
import { createTestProcessor } from '../modules/money/providers/testProcessor';
import type { TenderInput } from '../modules/money/schemas';
import { closeFinishedDays } from '../modules/payments/settlement/service';
import { cashTotals, findOpenSession } from '../modules/registers/repo';
import { closeRegister, moveCash, openRegister, type Cashier } from '../modules/registers/service';
import { personName, type NamedUser } from '../db/names';
import { demoContact, DEMO_REGISTER } from './demo';
import type { Tenant } from '../db/tenant';
import type { Result } from '../http/result';

// The demo business's last week (issue 10, deliverable 12): a register day on Front Desk for each
// of the last six days (opened with a float, closed in the evening with a blind count, a numbered
// Z-report), 5–10 sales a day, invoices, a refund, deposits, card settlement, and Front Desk open
// today. Everything is made by the real services in seedDemo's transaction, so every rule of the
// money domain holds in the demo data; nothing is a hand-written money row.
//
// The services stamp "now". After each step its rows are moved to when it "happened" (stamp()):
// every row of the business stamped at or after `fresh` (this transaction's start) is one the step
// just wrote, since every moved row is earlier. The steps run in time order, oldest day first, so
// invoice, receipt and Z-report numbers increase with time. A register's opening is moved before
// its sales and its close, so a Z-report (computed at close from the session's rows) reads the
// moved session; only its closing time is set afterwards.

const MINUTE = 60_000;
/** past register days on Front Desk (today's is left open) */
export const HISTORY_DAYS = 6;
/** sales a day, oldest day first; the last is today's */
const SALES_PER_DAY = [6, 8, 5, 7, 9, 6, 5];
const FLOAT_MINOR = 15_000;
/** the evening count against the drawer: a little over or short on some days */
const COUNT_OFF_MINOR = [0, 150, 0, -325, 0, 75];
const IP = '127.0.0.1';

/** the demo contacts who bought this week (demoContact's numbers); null: a walk-in */
const CUSTOMERS: (number | null)[] = [12, null, 47, 88, null, 131, 9, 203, null, 64, 150, 233, null, 27, 176, 118, 91, null, 5, 222];
/** the contacts of the deposits, the invoices to pay later */
const DEPOSIT_APPLIED = 31;
const DEPOSIT_HELD = 140;
const DEPOSIT_FORFEITED = 72;
const DEPOSIT_TODAY = 199;
const INVOICE_OVERDUE = 55;
const INVOICE_PART_PAID = 160;
const INVOICE_LINKED = 18;

type Pay = 'cash' | 'card' | 'split' | 'check';
type Recipe = { lines: (items: Items) => CartLineInput[]; tip?: Adjustment; pay: Pay };

// A week's mix, one after another: cash with change, cards, split tenders, tips as a percent and as
// an amount, line discounts, products with variants, a check.
const RECIPES: Recipe[] = [
  { lines: (i) => [i.line('Express wash'), i.line('Microfiber towels (6-pack)')], pay: 'cash' },
  { lines: (i) => [i.line('Full detail')], tip: { kind: 'percent', value: 1500 }, pay: 'card' },
  { lines: (i) => [i.line('Full groom'), i.line('Nail trim')], pay: 'split' },
  {
    lines: (i) => [i.line('Interior clean', { discount: { kind: 'percent', value: 1000 } }), i.line('Ceramic spray sealant', { variant: '32 oz' })],
    tip: { kind: 'amount', value: 500 },
    pay: 'card',
  },
  { lines: (i) => [i.line('Dog bath'), i.line('Nail trim')], tip: { kind: 'amount', value: 500 }, pay: 'cash' },
  { lines: (i) => [i.line('Full detail'), i.line('Express wash')], pay: 'check' },
  { lines: (i) => [i.line('De-shedding'), i.line('Dog collar', { variant: 'Large' })], tip: { kind: 'percent', value: 2000 }, pay: 'card' },
  { lines: (i) => [i.line('Express wash', { quantity: 2 }), i.line('Ceramic spray sealant', { variant: '16 oz' })], pay: 'cash' },
  { lines: (i) => [i.line('Ceramic coating', { discount: { kind: 'amount', value: 5000 } })], pay: 'split' },
  { lines: (i) => [i.line('Interior clean')], tip: { kind: 'percent', value: 1800 }, pay: 'card' },
];

/** The catalogue by name, to write cart lines, and the total of a cart as the checkout screen prices it. */
type Items = {
  line: (name: string, options?: { variant?: string; quantity?: number; discount?: Adjustment }) => CartLineInput;
  totalOf: (cart: Pick<CartInput, 'lines' | 'tip'>) => number;
};

async function catalogue(tenant: Tenant): Promise<Items> {
  const rows = await tenant
    .selectFrom('catalogue_items')
    .leftJoin('tax_rates', 'tax_rates.id', 'catalogue_items.tax_rate_id')
    .select(['catalogue_items.id', 'catalogue_items.name', 'catalogue_items.price_minor', 'catalogue_items.variants', 'tax_rates.rate_bp'])
    .execute();
  const byName = new Map(rows.map((row) => [row.name, row]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    line(name, options = {}) {
      const item = byName.get(name);
      if (!item) throw new Error(`demo history: no catalogue item "${name}"`);
      const variant = options.variant === undefined ? undefined : item.variants.find((v) => v.name === options.variant);
      if (options.variant !== undefined && !variant) throw new Error(`demo history: no variant "${options.variant}" of "${name}"`);
      return {
        itemId: item.id,
        quantity: options.quantity ?? 1,
        ...(variant ? { variantId: variant.id } : {}),
        ...(options.discount ? { discount: options.discount } : {}),
      };
    },
    totalOf(cart) {
      const lines = cart.lines.map((line) => {
        if (!('itemId' in line)) throw new Error('demo history: a custom line');
        const item = byId.get(line.itemId)!;
        const unitPriceMinor = item.variants.find((v) => v.id === line.variantId)?.priceMinor ?? item.price_minor;
        return { quantity: line.quantity, unitPriceMinor, taxRateBp: item.rate_bp ?? 0, discount: line.discount };
      });
      return priceCart({ lines, tip: cart.tip }).totalMinor;
    },
  };
}

/** Which columns each step's rows are moved in (every one written by "now"). */
const STAMPED = {
  invoices: ['created_at', 'updated_at', 'issued_at', 'paid_at'],
  transactions: ['created_at'],
  cash_movements: ['at'],
  register_sessions: ['opened_at', 'closed_at'],
  z_reports: ['created_at'],
  visits: ['visited_at'],
  audit_events: ['at'],
  deposits: ['created_at'],
  deposit_movements: ['at'],
  payment_links: ['created_at', 'paid_at'],
} as const;

/**
 * Moves the rows the last step wrote (stamped at or after `fresh`) to `at`: a link expires its
 * lifetime after it, a Z-report's summary says it closed then (it was computed from the session
 * moved before, so its figures and its openedAt stand).
 */
async function stamp(tenant: Tenant, fresh: Date, at: Date) {
  // one statement (a data-modifying CTE per table): a round trip per step, not one per table
  const updates = Object.entries(STAMPED).map(([table, columns]) => {
    const moved = columns.map((column) => sql`${sql.ref(column)} = CASE WHEN ${sql.ref(column)} >= ${fresh} THEN ${at} ELSE ${sql.ref(column)} END`);
    if (table === 'payment_links') {
      moved.push(sql`expires_at = CASE WHEN created_at >= ${fresh} THEN ${new Date(at.getTime() + LINK_LIFETIME_DAYS * DAY_MS)} ELSE expires_at END`);
    }
    if (table === 'z_reports') {
      moved.push(sql`summary = CASE WHEN created_at >= ${fresh} THEN jsonb_set(summary, '{closedAt}', to_jsonb(${at.toISOString()}::text)) ELSE summary END`);
    }
    const touched = columns.map((column) => sql`${sql.ref(column)} >= ${fresh}`);
    return sql`${sql.id(`moved_${table}`)} AS (UPDATE ${sql.table(table)} SET ${sql.join(moved)} WHERE business_id = ${tenant.businessId} AND (${sql.join(touched, sql` OR `)}))`;
  });
  await sql`WITH ${sql.join(updates)} SELECT 1`.execute(tenant.db);
}

function done<T>(what: string, result: Result<T>): T {
  if (!result.ok) throw new Error(`demo history: ${what} refused: ${result.code} ${result.detail}`);
  return result.value;
}

/**
 * The demo business's week of sales, inside seedDemo's unit of work (after its catalogue, registers
 * and contacts). `now` is the seeding's now (not later than the clock): the history ends before it.
 */
export async function seedSales(tenant: Tenant, now: Date): Promise<void> {
  const { rows } = await sql<{ started: Date }>`SELECT now() AS started`.execute(tenant.db);
  // the rows the services write from here are stamped at or after `fresh`; the history ends before it
  const fresh = new Date(Math.min(new Date(rows[0]!.started).getTime(), Date.now()));
  const end = Math.min(now.getTime(), fresh.getTime()) - MINUTE;

  // The audit trail is append-only and a Z-report immutable (triggers of migration 0011): the seed
  // moves its own rows to when they happened, so it turns the two triggers off for this
  // transaction only. ALTER TABLE is transactional: they are on again before the commit, and a
  // failed seed rolls back with them on. (It locks the two tables until the commit: no one else
  // writes to them while the server has not started.)
  await sql`ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only`.execute(tenant.db);
  await sql`ALTER TABLE z_reports DISABLE TRIGGER z_reports_immutable`.execute(tenant.db);

  const admin: NamedUser = await tenant
    .selectFrom('users')
    .selectAll()
    .select(personName('users').as('name'))
    .where('role', '=', 'admin')
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  const register = await tenant.selectFrom('registers').select('id').where('name', '=', DEMO_REGISTER).executeTakeFirstOrThrow();
  const registerId = register.id;
  const items = await catalogue(tenant);
  const emails = new Map<number, string>();
  for (const n of [...CUSTOMERS, DEPOSIT_APPLIED, DEPOSIT_HELD, DEPOSIT_FORFEITED, DEPOSIT_TODAY, INVOICE_OVERDUE, INVOICE_PART_PAID, INVOICE_LINKED]) {
    if (n !== null) emails.set(n, demoContact(n).email);
  }
  const found = await tenant
    .selectFrom('contacts')
    .select(['id', 'email'])
    .where('email', 'in', [...emails.values()])
    .execute();
  const idByEmail = new Map(found.map((row) => [row.email, row.id]));
  const contact = (n: number) => {
    const id = idByEmail.get(emails.get(n) ?? '');
    if (!id) throw new Error(`demo history: no demo contact ${n}`);
    return id;
  };

  // the business's days and hours, on its clock (set by the seed before the history: seed.ts)
  const zone = await tenant.timeZone();
  const today = dayIn(now, zone);
  const provider = createTestProcessor();
  const cashier: Cashier = { user: admin, ip: IP };
  // a distinct Idempotency-Key per call: the processor's references derive from it
  const money = () => moneyContext(tenant, { actor: staffActor(admin), ip: IP, key: randomUUID(), processor: provider.name }, randomUUID());
  /** A money call of the desk's, the test processor called within the seed's transaction. */
  const run = async <P, T>(work: MoneyWork<P, T>) => runWithinTransaction(await money(), provider, work);
  const expiry = now.getUTCFullYear() + 3;
  const visa = { number: '4242424242424242', expMonth: 12, expYear: expiry, cvc: '123' };
  const mastercard = { number: '5555555555554444', expMonth: 8, expYear: expiry, cvc: '456' };

  /** Tenders for a total, by how the customer pays. */
  const tendersFor = (pay: Pay, totalMinor: number, n: number): TenderInput[] => {
    const roundUp = (minor: number, step: number) => Math.ceil(minor / step) * step;
    if (pay === 'cash') return [{ tender: 'cash', amountMinor: totalMinor, tenderedMinor: roundUp(totalMinor + 1, 2_000) }];
    if (pay === 'check') return [{ tender: 'check', amountMinor: totalMinor, checkNumber: String(1040 + n) }];
    const card = n % 2 ? mastercard : visa;
    if (pay === 'card' || totalMinor <= 5_000) return [{ tender: 'card', amountMinor: totalMinor, card }];
    return [
      { tender: 'cash', amountMinor: 4_000, tenderedMinor: 5_000 },
      { tender: 'card', amountMinor: totalMinor - 4_000, card },
    ];
  };

  let sold = 0;
  /** A sale at Front Desk, paid as asked (the total priced by the checkout screen's own function). */
  const sell = async (day: string, input: { contactId: string | null; lines: CartLineInput[]; tip?: Adjustment; pay: Pay; applyDepositsMinor?: number }) => {
    const n = sold++;
    const cart = { contactId: input.contactId, lines: input.lines, ...(input.tip ? { tip: input.tip } : {}) };
    // priced as the checkout screen prices it (the API prices it again from the catalogue)
    const due = items.totalOf(cart) - (input.applyDepositsMinor ?? 0);
    const checkout: CheckoutInput = {
      ...cart,
      registerId,
      ...(input.applyDepositsMinor ? { applyDepositsMinor: input.applyDepositsMinor } : {}),
      tenders: tendersFor(input.pay, due, n),
    };
    return done<Sale>('checkout', await run(checkoutWork(checkout, day)));
  };
  const sellRecipe = (day: string) => {
    const n = sold;
    const recipe = RECIPES[n % RECIPES.length]!;
    const customer = CUSTOMERS[n % CUSTOMERS.length] ?? null;
    return sell(day, {
      contactId: customer === null ? null : contact(customer),
      lines: recipe.lines(items),
      ...(recipe.tip ? { tip: recipe.tip } : {}),
      pay: recipe.pay,
    });
  };
  const deposit = async (contactN: number, amountMinor: number, tender: TenderInput, note: string) =>
    done<DepositWithTransaction>('deposit', await run(takeDepositWork({ contactId: contact(contactN), amountMinor, note, registerId, tender })));
  const bill = async (day: string, contactN: number, lines: CartLineInput[], dueOn: string, note: string) =>
    done<Invoice>('invoice', await createInvoice(await money(), { contactId: contact(contactN), lines, dueOn, note }, day));

  // what later days come back to
  let refundLater: Sale | undefined;
  let appliedDeposit: DepositWithTransaction | undefined;
  let forfeitLater: DepositWithTransaction | undefined;
  let partPaid: Invoice | undefined;

  /** The errands of the week besides the sales, by day (days back from today). */
  const errands = (back: number, day: string): (() => Promise<unknown>)[] => {
    const after = (days: number) => addDays(day, days);
    switch (back) {
      case 6:
        return [() => bill(day, INVOICE_OVERDUE, [items.line('Full detail'), items.line('Interior clean')], after(3), 'Fleet van, billed to the office')];
      case 5:
        return [
          async () => (appliedDeposit = await deposit(DEPOSIT_APPLIED, 5_000, { tender: 'card', amountMinor: 5_000, card: visa }, 'Deposit for a full groom')),
          async () =>
            (partPaid = await bill(
              day,
              INVOICE_PART_PAID,
              [items.line('Ceramic coating'), items.line('Interior clean')],
              after(14),
              'Pay in two parts, as agreed',
            )),
          () => moveCash(tenant, cashier, registerId, { kind: 'cash_in', amountMinor: 5_000, reason: 'Change from the bank' }).then((r) => done('cash in', r)),
        ];
      case 4:
        return [
          async () =>
            (forfeitLater = await deposit(DEPOSIT_FORFEITED, 7_500, { tender: 'card', amountMinor: 7_500, card: mastercard }, 'Deposit for a ceramic coating')),
          async () =>
            (refundLater = await sell(day, {
              contactId: contact(CUSTOMERS[0]!),
              lines: [items.line('Full detail'), items.line('Interior clean')],
              pay: 'card',
            })),
        ];
      case 3:
        return [
          () => deposit(DEPOSIT_HELD, 4_000, { tender: 'cash', amountMinor: 4_000, tenderedMinor: 4_000 }, 'Deposit for a dog bath and groom'),
          async () =>
            done('payment', await run(payInvoiceWork(partPaid!.id, { registerId, tenders: [{ tender: 'card', amountMinor: 25_000, card: visa }] }, day))),
          () => moveCash(tenant, cashier, registerId, { kind: 'cash_out', amountMinor: 20_000, reason: 'Bank deposit' }).then((r) => done('cash out', r)),
        ];
      case 2:
        return [
          () =>
            sell(day, {
              contactId: contact(DEPOSIT_APPLIED),
              lines: [items.line('Full groom'), items.line('Oatmeal dog shampoo', { variant: '1 gal' })],
              tip: { kind: 'percent', value: 1000 },
              pay: 'card',
              applyDepositsMinor: appliedDeposit!.deposit.amountMinor,
            }),
          async () => {
            const payment = refundLater!.transactions.find((t) => t.tender === 'card')!;
            const reason = 'Wax missed on the hood: part refunded';
            return done(
              'refund',
              await run(refundInvoiceWork(refundLater!.invoice.id, { refunds: [{ transactionId: payment.id, amountMinor: 3_000 }], reason }, day)),
            );
          },
        ];
      case 1:
        return [
          async () => done('forfeit', await forfeitDeposit(await money(), forfeitLater!.deposit.id, { reason: 'No-show for the ceramic coating' })),
          async () => {
            const invoice = await bill(day, INVOICE_LINKED, [items.line('Full groom'), items.line('De-shedding')], addDays(today, 7), 'Pick-up on Saturday');
            const link = await issuePaymentLink(await money(), invoice.id);
            done('payment link', link);
          },
        ];
      case 0:
        return [() => deposit(DEPOSIT_TODAY, 2_500, { tender: 'card', amountMinor: 2_500, card: visa }, 'Deposit for an express wash package')];
      default:
        return [];
    }
  };

  for (let back = HISTORY_DAYS; back >= 0; back -= 1) {
    const day = addDays(today, -back);
    const start = startOfDay(day, zone).getTime();
    // business hours: opened at 8:50, closed at 18:05; today's hours end before now
    const close = back === 0 ? Math.min(start + 18 * 60 * MINUTE, end) : start + (18 * 60 + 5) * MINUTE;
    const open = Math.min(start + (8 * 60 + 50) * MINUTE, start + Math.floor((close - start) / 20));
    const at = async (instant: number, step: () => Promise<unknown>) => {
      await step();
      await stamp(tenant, fresh, new Date(instant));
    };

    await at(open, async () => done('open', await openRegister(tenant, cashier, registerId, { openingFloatMinor: FLOAT_MINOR })));
    const steps: (() => Promise<unknown>)[] = Array.from({ length: SALES_PER_DAY[HISTORY_DAYS - back]! }, () => () => sellRecipe(day));
    // the day's errands in their order, between its sales
    const chores = errands(back, day);
    const sales = steps.length;
    chores.forEach((chore, j) => steps.splice(Math.round(((j + 1) * sales) / (chores.length + 1)) + j, 0, chore));
    // spread over the day, with a little jitter that keeps their order
    const spacing = (close - open) / (steps.length + 1);
    for (const [i, step] of steps.entries()) {
      const jitter = Math.round(spacing * 0.3 * ((((i * 7) % 5) - 2) / 2));
      await at(Math.round(open + (i + 1) * spacing + jitter), step);
    }
    if (back > 0) {
      // the blind count: what the drawer holds, a little over or short on some days
      const session = await findOpenSession(tenant, registerId);
      const { total } = await cashTotals(tenant, session!.id);
      const off = COUNT_OFF_MINOR[HISTORY_DAYS - back] ?? 0;
      const note = off === 0 ? '' : off > 0 ? 'Over: a tip left in the drawer?' : 'Short: change given twice?';
      await at(close, async () => done('close', await closeRegister(tenant, cashier, registerId, { countedCashMinor: Math.max(0, total + off), note })));
    }
  }

  // card settlement: every finished day closes into its batch, as the hourly job would have at 1:00 (the business's)
  await closeFinishedDays(tenant, today);
  await sql`UPDATE settlement_batches SET closed_at = LEAST((day + 1 + time '01:00') AT TIME ZONE ${zone}, ${new Date(end)})
            WHERE business_id = ${tenant.businessId} AND closed_at >= ${fresh}`.execute(tenant.db);

  await sql`ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only`.execute(tenant.db);
  await sql`ALTER TABLE z_reports ENABLE TRIGGER z_reports_immutable`.execute(tenant.db);
}
