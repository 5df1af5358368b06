import { Type, type Static } from '@sinclair/typebox';
import { TENDERS } from '../../db/schema';
import { PageQuery, Paged } from '../../http/paging';
import { MoneyTaken } from '../money/schemas';

// Issue #4: the contact reports. Ranges are calendar days, inclusive (YYYY-MM-DD; http/dayRange.ts).

/** GET /api/reports/repeat-frequency?from&to: how many customers visited once, twice, … in the range */
export const RepeatFrequency = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  /** visits: 1, 2, 3, 4, 5 (5 = five or more) */
  buckets: Type.Array(Type.Object({ visits: Type.Integer(), customers: Type.Integer() })),
  customers: Type.Integer(),
  visits: Type.Integer(),
});
export type RepeatFrequency = Static<typeof RepeatFrequency>;

/** GET /api/reports/inbound-lead?from&to&interval=week|month: new contacts by source over time */
export const InboundLeadQuery = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  interval: Type.Optional(Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')])),
});
export type InboundLeadQuery = Static<typeof InboundLeadQuery>;
export const InboundLead = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  interval: Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]),
  /** one entry per period start (YYYY-MM-DD) and source with at least one new contact */
  series: Type.Array(Type.Object({ period: Type.String({ format: 'date' }), source: Type.String(), count: Type.Integer() })),
  total: Type.Integer(),
});
export type InboundLead = Static<typeof InboundLead>;

/** GET /api/reports/digital-forms?from&to&page&pageSize: forms signed by contacts, newest first */
export const DigitalFormsQuery = Type.Composite([
  Type.Object({
    from: Type.Optional(Type.String({ format: 'date' })),
    to: Type.Optional(Type.String({ format: 'date' })),
  }),
  PageQuery,
]);
export type DigitalFormsQuery = Static<typeof DigitalFormsQuery>;
export const SignedForm = Type.Object({
  id: Type.String(),
  contactId: Type.String(),
  contactName: Type.String(),
  formName: Type.String(),
  signedAt: Type.String({ format: 'date-time' }),
});
export type SignedForm = Static<typeof SignedForm>;
export const DigitalFormsPage = Paged(SignedForm);
export type DigitalFormsPage = Static<typeof DigitalFormsPage>;

// Issue 10: the money report. A *sale* is an invoice that is paid or partly paid (status paid or
// open, something paid; never a void one), dated by the day (UTC) it was created: the day it was
// rung up at checkout or issued. Amounts are integer minor units of the business's currency.

/** GET /api/reports/sales?from&to: both optional (default: the 30 days up to today, UTC). */
export const SalesReportQuery = Type.Object({
  from: Type.Optional(Type.String({ format: 'date', description: 'The first day, inclusive (default: 29 days before `to`).' })),
  to: Type.Optional(Type.String({ format: 'date', description: 'The last day, inclusive (default: today, UTC). At most 366 days after `from`.' })),
});
export type SalesReportQuery = Static<typeof SalesReportQuery>;

const figure = (description: string) => Type.Integer({ description });

/** The figures of a span of days. */
export const SalesTotals = Type.Object({
  salesMinor: figure('What the sales were charged: the sum of their totals (after discounts, tax and tips included).'),
  count: figure('How many sales.'),
  averageMinor: figure('salesMinor / count, rounded half up; 0 without sales.'),
  tipsMinor: figure('The tips on the sales.'),
  taxMinor: figure('The tax on the sales.'),
  discountsMinor: figure('The discounts the sales gave (line and order discounts).'),
  refundsMinor: figure('What was refunded on those days: the sum of the succeeded refund transactions dated in the span, whatever day their sale was.'),
  netMinor: figure('salesMinor − refundsMinor.'),
});
export type SalesTotals = Static<typeof SalesTotals>;

export const SalesDay = Type.Object({
  day: Type.String({ format: 'date' }),
  salesMinor: figure("The day's sales (as SalesTotals.salesMinor)."),
  count: figure("The day's number of sales."),
  tipsMinor: figure("The tips on the day's sales."),
  refundsMinor: figure('What was refunded that day.'),
});
export type SalesDay = Static<typeof SalesDay>;

export const SalesReport = Type.Object({
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  /** the span of days just before from…to, of the same length */
  previousFrom: Type.String({ format: 'date' }),
  previousTo: Type.String({ format: 'date' }),
  today: Type.Composite([Type.Object({ day: Type.String({ format: 'date', description: "The server's today (UTC)." }) }), SalesTotals], {
    description: "Today's figures, whatever the range.",
  }),
  period: SalesTotals,
  previous: SalesTotals,
  byDay: Type.Array(SalesDay, { description: 'Every day from `from` to `to`, oldest first; a day without sales is all zeros.' }),
  previousByDay: Type.Array(SalesDay, { description: 'Every day from `previousFrom` to `previousTo`, as byDay (a trend chart lays it over byDay).' }),
  byTender: Type.Array(
    Type.Object({
      tender: Type.Union(
        TENDERS.map((tender) => Type.Literal(tender)),
        { description: 'cash, card, check or deposit (deposits applied to a sale).' },
      ),
      amountMinor: figure('What was taken with the tender: succeeded payment transactions dated in the range (refunds are not taken off).'),
      count: figure('How many payments.'),
    }),
    { description: 'Tenders with at least one payment in the range, the largest amount first.' },
  ),
  byStaff: Type.Array(
    Type.Object({
      userId: Type.Union([Type.String(), Type.Null()], { description: 'Who rang the sales up; null for an account since removed.' }),
      name: Type.String(),
      salesMinor: figure("Their sales' totals: the staff's sales add up to period.salesMinor."),
      count: figure('How many sales they rang up.'),
      tipsMinor: figure('The tips on their sales.'),
    }),
    { description: "Per user who rang sales up in the range (the sale's cashier), the largest sales first." },
  ),
  topItems: Type.Array(
    Type.Object({
      itemId: Type.Union([Type.String(), Type.Null()], { description: 'The catalogue item; null for a custom line (grouped by its name).' }),
      name: Type.String({ description: "The item's name in the catalogue now (as sold, if it is no longer there)." }),
      kind: Type.Union([Type.Literal('service'), Type.Literal('product'), Type.Literal('custom')]),
      quantity: figure('How many were sold.'),
      salesMinor: figure("The lines' totals: after discounts, tax included (tips are the sale's, not a line's)."),
    }),
    { description: 'The ten services, products and custom lines with the largest sales in the range.' },
  ),
  takings: Type.Composite(
    [
      MoneyTaken,
      Type.Object({
        otherDaysMinor: figure(
          'What of period.netMinor was not taken in the range: sales still owed or paid on other days, less payments taken in the range for sales of other days. ' +
            'period.netMinor + depositsMinor − depositRefundsMinor − fromDepositsMinor + refundedToCreditMinor − otherDaysMinor = netMinor.',
        ),
      }),
    ],
    { description: "The money taken in the range, as the transactions report's total (`netMinor`), and what makes it differ from the net sales." },
  ),
});
export type SalesReport = Static<typeof SalesReport>;
