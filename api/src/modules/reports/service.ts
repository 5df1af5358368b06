import { majorUnits } from '@frontdesk/money';
import type { Tenant } from '../../db/tenant';
import { checkRange, dayWindow, type DateRangeQuery } from '../../http/dayRange';
import { pageWindow } from '../../http/paging';
import { isoDateTime } from '../../http/problem';
import { ok, type Result } from '../../http/result';
import { csvLine } from '../../lib/csv';
import { addDays, eachDay, rangeInstants, todayIn } from '../../lib/days';
import { moneyTaken, takingsByDay } from '../money/ledger';
import { inboundLead, paymentsPerTender, refundsPerDay, repeatFrequency, salesPerDay, salesPerUser, signedForms, topItems } from './repo';
import type {
  DigitalFormsPage,
  DigitalFormsQuery,
  InboundLead,
  InboundLeadQuery,
  RepeatFrequency,
  SalesDay,
  SalesReport,
  SalesReportQuery,
  SalesTotals,
} from './schemas';

// The reports' rules: a range is calendar days, inclusive, on the business's clock (lib/days.ts).

export async function repeatFrequencyReport(tenant: Tenant, { from, to }: DateRangeQuery): Promise<Result<RepeatFrequency>> {
  const range = checkRange(from, to);
  if (!range.ok) return range;
  const { start, end } = rangeInstants(from, to, await tenant.timeZone());
  return ok({ from, to, ...(await repeatFrequency(tenant, start, end)) });
}

export async function inboundLeadReport(tenant: Tenant, { from, to, interval = 'month' }: InboundLeadQuery): Promise<Result<InboundLead>> {
  const range = checkRange(from, to);
  if (!range.ok) return range;
  const zone = await tenant.timeZone();
  const { start, end } = rangeInstants(from, to, zone);
  const series = await inboundLead(tenant, start, end, interval, zone);
  const total = series.reduce((sum, entry) => sum + entry.count, 0);
  return ok({ from, to, interval, series, total });
}

export async function digitalFormsPage(tenant: Tenant, query: DigitalFormsQuery): Promise<Result<DigitalFormsPage>> {
  const days = dayWindow(query.from, query.to, await tenant.timeZone());
  if (!days.ok) return days;
  const window = pageWindow(query);
  const { rows, total } = await signedForms(tenant, days.value, window);
  const items = rows.map((row) => ({
    id: row.id,
    contactId: row.contact_id,
    contactName: row.contact_name,
    formName: row.form_name,
    signedAt: isoDateTime(row.signed_at),
  }));
  return ok({ items, total, page: window.page, pageSize: window.pageSize });
}

/** the money report's range: at most a year (a leap one), by default the 30 days up to today */
export const SALES_MAX_DAYS = 366;
export const SALES_DEFAULT_DAYS = 30;

type SalesRange = { from: string; to: string; days: string[]; previousFrom: string; previousTo: string };

/** The report's days from its query (defaults filled in, then checked) and the span just before them. */
function salesRange(query: SalesReportQuery, today: string): Result<SalesRange> {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, 1 - SALES_DEFAULT_DAYS);
  const checked = checkRange(from, to, SALES_MAX_DAYS);
  if (!checked.ok) return checked;
  const days = eachDay(from, to);
  return ok({ from, to, days, previousFrom: addDays(from, -days.length), previousTo: addDays(from, -1) });
}

type DaySales = Awaited<ReturnType<typeof salesPerDay>>[number];
type DayRefunds = Awaited<ReturnType<typeof refundsPerDay>>[number];

/** salesMinor / count, rounded half up (in BigInt: no float touches an amount) */
const average = (salesMinor: number, count: number) => (count === 0 ? 0 : Number((2n * BigInt(salesMinor) + BigInt(count)) / (2n * BigInt(count))));

/** The figures of the days from `from` to `to` out of per-day rows. */
function totalsOf(sales: DaySales[], refunds: DayRefunds[], from: string, to: string): SalesTotals {
  const within = (row: { day: string }) => row.day >= from && row.day <= to;
  const sum = <Row>(rows: Row[], figure: (row: Row) => number) => rows.reduce((acc, row) => acc + figure(row), 0);
  const days = sales.filter(within);
  const salesMinor = sum(days, (d) => d.salesMinor);
  const count = sum(days, (d) => d.count);
  const refundsMinor = sum(refunds.filter(within), (r) => r.refundsMinor);
  return {
    salesMinor,
    count,
    averageMinor: average(salesMinor, count),
    tipsMinor: sum(days, (d) => d.tipsMinor),
    taxMinor: sum(days, (d) => d.taxMinor),
    discountsMinor: sum(days, (d) => d.discountsMinor),
    refundsMinor,
    netMinor: salesMinor - refundsMinor,
  };
}

/** Every day of the range with its figures, zeros where nothing happened. */
function everyDay(days: string[], sales: DaySales[], refunds: DayRefunds[]): SalesDay[] {
  const salesOn = new Map(sales.map((row) => [row.day, row]));
  const refundsOn = new Map(refunds.map((row) => [row.day, row.refundsMinor]));
  return days.map((day) => {
    const row = salesOn.get(day);
    return { day, salesMinor: row?.salesMinor ?? 0, count: row?.count ?? 0, tipsMinor: row?.tipsMinor ?? 0, refundsMinor: refundsOn.get(day) ?? 0 };
  });
}

/**
 * GET /api/reports/sales: today's figures, the range's and the span's before it, the range day by
 * day, per tender, per user and its top items. Days are the business's (today: on its clock, unless given).
 */
export async function salesReport(tenant: Tenant, query: SalesReportQuery, given?: string): Promise<Result<SalesReport>> {
  const zone = await tenant.timeZone();
  const today = given ?? todayIn(zone);
  const checked = salesRange(query, today);
  if (!checked.ok) return checked;
  const range = checked.value;
  const { start, end } = rangeInstants(range.from, range.to, zone);
  const earliest = rangeInstants(range.previousFrom, range.previousTo, zone).start;
  const day = rangeInstants(today, today, zone);
  // today is read on its own: it may lie outside the range
  const [sales, refunds, todaySales, todayRefunds, byTender, byStaff, items, business, takingsRows] = await Promise.all([
    salesPerDay(tenant, earliest, end, zone),
    refundsPerDay(tenant, earliest, end, zone),
    salesPerDay(tenant, day.start, day.end, zone),
    refundsPerDay(tenant, day.start, day.end, zone),
    paymentsPerTender(tenant, start, end),
    salesPerUser(tenant, start, end),
    topItems(tenant, start, end),
    tenant.business(),
    // the transactions report's read, for the same figure (an admin's: nothing withheld)
    takingsByDay(tenant, start, end, zone, false),
  ]);
  const period = totalsOf(sales, refunds, range.from, range.to);
  const taken = moneyTaken(takingsRows);
  const explained = period.netMinor + taken.depositsMinor - taken.depositRefundsMinor - taken.fromDepositsMinor + taken.refundedToCreditMinor;
  return ok({
    currency: business.currency,
    from: range.from,
    to: range.to,
    previousFrom: range.previousFrom,
    previousTo: range.previousTo,
    today: { day: today, ...totalsOf(todaySales, todayRefunds, today, today) },
    period,
    previous: totalsOf(sales, refunds, range.previousFrom, range.previousTo),
    byDay: everyDay(range.days, sales, refunds),
    previousByDay: everyDay(
      range.days.map((day) => addDays(day, -range.days.length)),
      sales,
      refunds,
    ),
    byTender,
    byStaff,
    topItems: items,
    takings: { ...taken, otherDaysMinor: explained - taken.netMinor },
  });
}

const SALES_CSV_COLUMNS = ['day', 'currency', 'sales', 'sales_count', 'tips', 'refunds', 'net'];

/** GET /api/reports/sales/export.csv: the report's day-by-day table, amounts in major units. */
export async function salesCsv(tenant: Tenant, query: SalesReportQuery, given?: string): Promise<Result<{ name: string; lines: string[] }>> {
  const zone = await tenant.timeZone();
  const checked = salesRange(query, given ?? todayIn(zone));
  if (!checked.ok) return checked;
  const range = checked.value;
  const { start, end } = rangeInstants(range.from, range.to, zone);
  const [sales, refunds, { currency }] = await Promise.all([salesPerDay(tenant, start, end, zone), refundsPerDay(tenant, start, end, zone), tenant.business()]);
  const money = (minor: number) => majorUnits(minor, currency);
  const lines = [
    csvLine(SALES_CSV_COLUMNS),
    ...everyDay(range.days, sales, refunds).map((d) =>
      csvLine([d.day, currency, money(d.salesMinor), d.count, money(d.tipsMinor), money(d.refundsMinor), money(d.salesMinor - d.refundsMinor)]),
    ),
  ];
  return ok({ name: `sales-${range.from}-${range.to}.csv`, lines });
}
