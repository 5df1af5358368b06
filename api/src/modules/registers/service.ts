import { MAX_AMOUNT_MINOR, majorUnits } from '@frontdesk/money';
import { nextNumber } from '../../db/counters';
import { orTaken } from '../../db/errors';
import type { NamedUser } from '../../db/names';
import type { User } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { dayWindow } from '../../http/dayRange';
import { pageWindow } from '../../http/paging';
import { fieldError, isoDateTime } from '../../http/problem';
import { invalid, ok, refuse, type Refusal, type Result } from '../../http/result';
import { csvLine } from '../../lib/csv';
import { recordMoneyEvent } from '../audit/repo';
import {
  cashTotals,
  closeSession,
  eachZReport,
  findMovement,
  findOpenSession,
  findZReport,
  insertMovement,
  insertRegister,
  insertSession,
  insertZReport,
  listMovements,
  listRegisters,
  listZReports,
  lockRegister,
  nameTaken,
  sessionSales,
  setExpectedCash,
  updateRegisterName,
  type MovementRow,
  type RegisterRow,
  type ZReportRow,
} from './repo';
import type {
  CashInput,
  CashMovement,
  CloseRegisterInput,
  OpenRegisterInput,
  Register,
  RegisterDetail,
  RegisterInput,
  RegisterList,
  RegisterSession,
  ZReport,
  ZReportFilter,
  ZReportListQuery,
  ZReportPage,
  ZReportSummary,
} from './schemas';

// The rules of a register (issue 10 §3):
// - a register is closed, or open with exactly one session; opening puts the float in the drawer;
// - the cash expected in the drawer is the sum of the session's movements (float, cash sales and
//   refunds, cash in and out), and only an admin sees it while the session is open: the count at
//   closing is blind, so the counter cannot make the count agree with the figure. Nothing staff
//   are answered tracks it: not the movements' amounts, not a cash out's refusal, not the
//   transactions list (payments/transactions.ts; docs/decisions/0024);
// - closing writes a numbered Z-report of the session's figures as they were, which never changes.
// Every change of cash runs in the caller's unit of work (routes.ts: `idempotent`), the register
// locked, with its audit event.

/** Who is at the register: the signed-in user (named: db/names.ts) and the address they call from. */
export type Cashier = { user: NamedUser; ip: string };

const noRegister = () => refuse('not_found', 'No such register');
const closed = () => refuse('register_closed', 'This register is closed');

/** Whether the user may see what an open register's drawer holds and took (the blind count keeps it from staff). */
export const seesOpenCash = (user: User) => user.role === 'admin';

/**
 * The most one session's cash ins, or its cash outs, may total: a constant (the largest amount:
 * @frontdesk/money), so a refusal at it says nothing of the drawer, and the drawer's figures stay in range.
 */
export const SESSION_CASH_MOVES_MAX_MINOR = MAX_AMOUNT_MINOR;

function toRegister(row: RegisterRow, admin: boolean): Register {
  const session: RegisterSession | null =
    row.session_id && row.opened_at
      ? {
          id: row.session_id,
          openedAt: isoDateTime(row.opened_at),
          openedBy: row.opened_by_name ?? '',
          openingFloatMinor: row.opening_float_minor ?? 0,
          expectedCashMinor: admin ? Number(row.expected_cash_minor) : null,
        }
      : null;
  return {
    id: row.id,
    name: row.name,
    state: session ? 'open' : 'closed',
    session,
    lastClosedAt: row.last_closed_at ? isoDateTime(row.last_closed_at) : null,
  };
}

/** A movement as the viewer may see it: the amount is an admin's, or the mover's own (blind count). */
function toMovement(row: MovementRow, showAmount: boolean): CashMovement {
  return {
    id: row.id,
    kind: row.kind,
    amountMinor: showAmount ? row.amount_minor : null,
    reason: row.reason,
    by: row.user_name,
    at: isoDateTime(row.at),
    transactionId: row.transaction_id,
  };
}

export async function registerList(tenant: Tenant, viewer: User): Promise<RegisterList> {
  const [{ currency }, rows] = await Promise.all([tenant.business(), listRegisters(tenant)]);
  return { currency, items: rows.map((row) => toRegister(row, seesOpenCash(viewer))) };
}

/** The register with its open session's movements. */
export async function registerDetail(tenant: Tenant, id: string, viewer: User): Promise<Result<RegisterDetail>> {
  const [row] = await listRegisters(tenant, id);
  if (!row) return noRegister();
  const admin = seesOpenCash(viewer);
  const register = toRegister(row, admin);
  const [{ currency }, movements] = await Promise.all([tenant.business(), register.session ? listMovements(tenant, register.session.id) : []]);
  // a sale's cash names its transaction: staff would have the session's cash transactions in one list
  const shown = admin ? movements : movements.filter((movement) => movement.transaction_id === null);
  return ok({ ...register, currency, movements: shown.map((movement) => toMovement(movement, admin)) });
}

const nameTakenRefusal = () => invalid({ name: fieldError('taken', 'Another register has this name') });

/** A register's name as stored: trimmed, never blank, unique in the business in any case. */
async function checkName(tenant: Tenant, name: string, exceptId?: string): Promise<Result<string>> {
  const trimmed = name.trim();
  if (!trimmed) return invalid({ name: fieldError('required', 'The name must not be empty') });
  if (await nameTaken(tenant, trimmed, exceptId)) return nameTakenRefusal();
  return ok(trimmed);
}

async function registerOf(tenant: Tenant, id: string, viewer: User): Promise<Register> {
  const [row] = await listRegisters(tenant, id);
  if (!row) throw new Error(`register ${id} vanished`);
  return toRegister(row, seesOpenCash(viewer));
}

export async function addRegister(tenant: Tenant, input: RegisterInput, viewer: User): Promise<Result<Register>> {
  const name = await checkName(tenant, input.name);
  if (!name.ok) return name;
  // a concurrent add of the same name is refused by the unique index (registers_name_ci)
  const id = await orTaken(tenant, () => insertRegister(tenant, name.value));
  return id === 'taken' ? nameTakenRefusal() : ok(await registerOf(tenant, id, viewer));
}

/** A new name for a register of the business. */
export async function renameRegister(tenant: Tenant, id: string, input: RegisterInput, viewer: User): Promise<Result<Register>> {
  const name = await checkName(tenant, input.name, id);
  if (!name.ok) return name;
  const found = await orTaken(tenant, () => updateRegisterName(tenant, id, name.value));
  if (found === 'taken') return nameTakenRefusal();
  return found ? ok(await registerOf(tenant, id, viewer)) : noRegister();
}

/** Opens a closed register with its float: the session, in the caller's unit of work. */
export async function openRegister(tenant: Tenant, cashier: Cashier, registerId: string, input: OpenRegisterInput): Promise<Result<RegisterSession>> {
  const register = await lockRegister(tenant, registerId);
  if (!register) return noRegister();
  if (await findOpenSession(tenant, registerId)) return refuse('register_open', 'This register is already open');
  const { user } = cashier;
  const session = await insertSession(tenant, { registerId, userId: user.id, userName: user.name, openingFloatMinor: input.openingFloatMinor });
  await insertMovement(tenant, { sessionId: session.id, kind: 'float', amountMinor: input.openingFloatMinor, reason: '', userId: user.id });
  await recordMoneyEvent(tenant, user, 'register.opened', { ip: cashier.ip, registerId, amountMinor: input.openingFloatMinor }, { sessionId: session.id });
  return ok({
    id: session.id,
    openedAt: isoDateTime(session.opened_at),
    openedBy: session.opened_by_name,
    openingFloatMinor: session.opening_float_minor,
    expectedCashMinor: seesOpenCash(user) ? input.openingFloatMinor : null,
  });
}

/** Cash put in or taken out of an open register's drawer, with why. */
export async function moveCash(tenant: Tenant, cashier: Cashier, registerId: string, input: CashInput): Promise<Result<CashMovement>> {
  const reason = input.reason.trim();
  if (!reason) return invalid({ reason: fieldError('required', 'Say why the cash moves') });
  const register = await lockRegister(tenant, registerId);
  if (!register) return noRegister();
  const session = await findOpenSession(tenant, registerId);
  if (!session) return closed();
  if (input.kind === 'cash_out') {
    const refused = await cashOutRefusal(tenant, session.id, cashier.user, input.amountMinor);
    if (refused) return refused;
  }
  if (input.kind === 'cash_in') {
    const { cashIn } = await cashTotals(tenant, session.id);
    // a constant limit on a session's cash ins, not on the drawer: a refusal at the drawer's figure
    // would tell staff what it holds (blind count); the drawer's sum at closing is a bigint anyway
    if (cashIn + input.amountMinor > SESSION_CASH_MOVES_MAX_MINOR) {
      return invalid({ amountMinor: fieldError('too_large', 'More than the cash ins of one session may total', { limit: SESSION_CASH_MOVES_MAX_MINOR }) });
    }
  }
  const signed = input.kind === 'cash_out' ? -input.amountMinor : input.amountMinor;
  const { user } = cashier;
  const movement = await insertMovement(tenant, { sessionId: session.id, kind: input.kind, amountMinor: signed, reason, userId: user.id });
  await recordMoneyEvent(
    tenant,
    user,
    input.kind === 'cash_in' ? 'register.cash_in' : 'register.cash_out',
    { ip: cashier.ip, registerId, amountMinor: input.amountMinor },
    {
      sessionId: session.id,
      reason,
    },
  );
  const row = await findMovement(tenant, movement.id);
  if (!row) throw new Error('moveCash: the movement vanished');
  return ok(toMovement(row, true));
}

/**
 * Why a cash out is refused, if it is. An admin sees the expected cash, and may take out no more
 * than it (the refusal names it). Staff are checked against no figure of the drawer: a refusal
 * that tracks the expected cash would tell it, a probe at a time. More out than the drawer holds
 * shows at closing as over, beside the cash out that made it. Every cash out counts towards a
 * constant limit per session, which keeps the drawer's figures in range.
 */
async function cashOutRefusal(tenant: Tenant, sessionId: string, user: User, amountMinor: number): Promise<Refusal | undefined> {
  const cash = await cashTotals(tenant, sessionId);
  if (seesOpenCash(user) && amountMinor > cash.total) {
    return invalid({ amountMinor: fieldError('too_large', 'More than the cash in the drawer', { limit: cash.total }) });
  }
  // cash.cashOut is stored negative
  if (amountMinor - cash.cashOut > SESSION_CASH_MOVES_MAX_MINOR) {
    return invalid({ amountMinor: fieldError('too_large', 'More than the cash outs of one session may total') });
  }
  return undefined;
}

/**
 * Closes an open register with the count of its drawer: the session closes (once: a concurrent
 * close loses with register_closed), and its Z-report is written with the next number.
 */
export async function closeRegister(tenant: Tenant, cashier: Cashier, registerId: string, input: CloseRegisterInput): Promise<Result<ZReport>> {
  const register = await lockRegister(tenant, registerId);
  if (!register) return noRegister();
  const open = await findOpenSession(tenant, registerId);
  if (!open) return closed();
  const { user } = cashier;
  const session = await closeSession(tenant, open.id, { userId: user.id, userName: user.name, countedCashMinor: input.countedCashMinor });
  if (!session?.closed_at) return closed();

  // read after the close: no cash movement of this register can come in between (it is locked)
  const cash = await cashTotals(tenant, session.id);
  const sales = await sessionSales(tenant, session.id);
  const { currency, time_zone } = await tenant.business();
  await setExpectedCash(tenant, session.id, cash.total);
  const summary: ZReportSummary = {
    registerName: register.name,
    openedAt: isoDateTime(session.opened_at),
    openedBy: session.opened_by_name,
    closedAt: isoDateTime(session.closed_at),
    closedBy: session.closed_by_name ?? user.name,
    openingFloatMinor: session.opening_float_minor,
    cashSalesMinor: cash.sale,
    cashRefundsMinor: -cash.refund,
    cashDepositsMinor: cash.deposit,
    cashDepositRefundsMinor: -cash.depositRefund,
    cashInMinor: cash.cashIn,
    cashOutMinor: -cash.cashOut,
    expectedCashMinor: cash.total,
    countedCashMinor: input.countedCashMinor,
    overShortMinor: input.countedCashMinor - cash.total,
    ...sales,
    currency,
    note: input.note?.trim() ?? '',
  };
  const number = await nextNumber(tenant, 'z_report');
  const id = await insertZReport(tenant, { number, registerId, sessionId: session.id, summary });
  await recordMoneyEvent(
    tenant,
    user,
    'register.closed',
    { ip: cashier.ip, registerId, amountMinor: input.countedCashMinor },
    {
      sessionId: session.id,
      zReport: number,
      expectedCashMinor: cash.total,
      overShortMinor: summary.overShortMinor,
    },
  );
  const row = await findZReport(tenant, id);
  if (!row) throw new Error('closeRegister: the Z-report vanished');
  return ok(toZReport(row, time_zone));
}

const DEPOSIT_LINES_BEFORE_0014 = { cashDepositsMinor: 0, cashDepositRefundsMinor: 0, depositsTakenMinor: 0, depositRefundsMinor: 0 };

/** A Z-report as read, with the zone its times are shown in (the business's, now). */
function toZReport(row: ZReportRow, timeZone: string): ZReport {
  return {
    id: row.id,
    timeZone,
    number: row.number,
    registerId: row.register_id,
    registerName: row.register_name,
    sessionId: row.session_id,
    createdAt: isoDateTime(row.created_at),
    // a report is never recomputed; one closed before deposits had lines of their own had none
    summary: { ...DEPOSIT_LINES_BEFORE_0014, ...(row.summary as Partial<ZReportSummary>) } as ZReportSummary,
  };
}

/** The filter as the repo reads it: the register, and the instants of the range of days (in `zone`, the business's). */
function zReportWindow(filter: ZReportFilter, zone: string): Result<{ registerId?: string | undefined; start?: Date | undefined; end?: Date | undefined }> {
  const days = dayWindow(filter.from, filter.to, zone);
  return days.ok ? ok({ registerId: filter.registerId, ...days.value }) : days;
}

export async function zReportPage(tenant: Tenant, query: ZReportListQuery): Promise<Result<ZReportPage>> {
  const window = zReportWindow(query, await tenant.timeZone());
  if (!window.ok) return window;
  const paging = pageWindow(query);
  const [{ rows, total }, { time_zone }] = await Promise.all([listZReports(tenant, window.value, paging), tenant.business()]);
  return ok({ items: rows.map((row) => toZReport(row, time_zone)), total, page: paging.page, pageSize: paging.pageSize });
}

export async function zReportById(tenant: Tenant, id: string): Promise<Result<ZReport>> {
  const [row, { time_zone }] = await Promise.all([findZReport(tenant, id), tenant.business()]);
  return row ? ok(toZReport(row, time_zone)) : refuse('not_found', 'No such Z-report');
}

const CSV_COLUMNS = [
  'number',
  'register',
  'opened_at',
  'opened_by',
  'closed_at',
  'closed_by',
  'currency',
  'opening_float',
  'cash_sales',
  'cash_refunds',
  'cash_deposits',
  'cash_deposit_refunds',
  'cash_in',
  'cash_out',
  'expected_cash',
  'counted_cash',
  'over_short',
  'sales_cash',
  'sales_card',
  'sales_check',
  'sales_deposit',
  'refunds',
  'deposits_taken',
  'deposits_refunded',
  'transactions',
  'tips',
  'note',
];

/** The CSV export of the Z-reports the filter selects, newest first, a line at a time (formulas defused by csvLine). */
export function zReportCsv(tenant: Tenant, filter: ZReportFilter, zone: string): Result<AsyncIterable<string>> {
  const window = zReportWindow(filter, zone);
  if (!window.ok) return window;
  return ok(
    (async function* lines() {
      yield csvLine(CSV_COLUMNS);
      for await (const row of eachZReport(tenant, window.value)) {
        const { summary: s } = toZReport(row, 'UTC');
        const money = (minor: number) => majorUnits(minor, s.currency);
        yield csvLine([
          row.number,
          s.registerName,
          s.openedAt,
          s.openedBy,
          s.closedAt,
          s.closedBy,
          s.currency,
          money(s.openingFloatMinor),
          money(s.cashSalesMinor),
          money(s.cashRefundsMinor),
          money(s.cashDepositsMinor),
          money(s.cashDepositRefundsMinor),
          money(s.cashInMinor),
          money(s.cashOutMinor),
          money(s.expectedCashMinor),
          money(s.countedCashMinor),
          money(s.overShortMinor),
          money(s.salesByTender.cash),
          money(s.salesByTender.card),
          money(s.salesByTender.check),
          money(s.salesByTender.deposit),
          money(s.refundsMinor),
          money(s.depositsTakenMinor),
          money(s.depositRefundsMinor),
          s.transactionCount,
          money(s.tipsMinor),
          s.note,
        ]);
      }
    })(),
  );
}
