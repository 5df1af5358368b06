import { Type, type Static } from '@sinclair/typebox';
import { AUDIT_ACTIONS } from '../../db/schema';
import { PageQuery, Paged } from '../../http/paging';

// Issue 9: a record of every bulk read or write of the business's contacts (exports and imports);
// issue 10: and of every money event (who, when, what, from which register and address).

export const AuditAction = Type.Union(AUDIT_ACTIONS.map((action) => Type.Literal(action)));

export const AuditEvent = Type.Object({
  id: Type.String(),
  action: AuditAction,
  /** who acted: their account (null once it is removed) and the email it had */
  userId: Type.Union([Type.String(), Type.Null()]),
  userEmail: Type.String(),
  /** rows exported or sent to import; null while an export is still streaming or was cut off */
  rowCount: Type.Union([Type.Integer(), Type.Null()]),
  /** the export's filters, or the import's id and duplicate policy */
  detail: Type.Record(Type.String(), Type.Unknown()),
  at: Type.String({ format: 'date-time' }),
  /** money events: the register and client address it came from, what it moved and how much */
  registerId: Type.Union([Type.String(), Type.Null()]),
  ip: Type.String(),
  invoiceId: Type.Union([Type.String(), Type.Null()]),
  transactionId: Type.Union([Type.String(), Type.Null()]),
  amountMinor: Type.Union([Type.Integer(), Type.Null()]),
});
export type AuditEvent = Static<typeof AuditEvent>;

/** GET /api/audit-events?invoiceId=&transactionId=&page=&pageSize= (newest first) */
export const AuditEventQuery = Type.Composite([
  Type.Object({
    invoiceId: Type.Optional(Type.String({ format: 'uuid' })),
    transactionId: Type.Optional(Type.String({ format: 'uuid' })),
  }),
  PageQuery,
]);
export type AuditEventQuery = Static<typeof AuditEventQuery>;

export const AuditEventPage = Paged(AuditEvent);
export type AuditEventPage = Static<typeof AuditEventPage>;
