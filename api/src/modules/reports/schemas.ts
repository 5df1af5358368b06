import { Type, type Static } from '@sinclair/typebox';
import { PageQuery, Paged } from '../../http/paging';

// Issue #4: the contact reports. Ranges are calendar days, inclusive (YYYY-MM-DD).

export const DateRangeQuery = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
});
export type DateRangeQuery = Static<typeof DateRangeQuery>;

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
