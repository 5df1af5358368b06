import { Type, type Static } from '@sinclair/typebox';
import { CASH_MOVEMENT_KINDS } from '../../db/schema';
import { Amount, Currency, MinorUnits, PositiveMinorUnits } from '../../http/money';
import { PageQuery, Paged } from '../../http/paging';

// Issue #10 §3: registers, their sessions (open with a float, cash in and out, close with a blind
// count) and the Z-report of each closed session. Amounts are integer minor units of `currency`.

export const REGISTER_NAME_MAX = 60;
export const CASH_REASON_MAX = 200;
export const CLOSE_NOTE_MAX = 500;

/** The register's open session. `expectedCashMinor` is an admin's to see: null for staff (blind count). */
export const RegisterSession = Type.Object({
  id: Type.String(),
  openedAt: Type.String({ format: 'date-time' }),
  /** who opened it (the name as it was then) */
  openedBy: Type.String(),
  openingFloatMinor: Amount,
  expectedCashMinor: Type.Union([Amount, Type.Null()], {
    description:
      "The cash the drawer should hold now: the sum of the session's cash movements. An admin's figure: null for staff, who count the drawer blind at closing (the Z-report then shows it).",
  }),
});
export type RegisterSession = Static<typeof RegisterSession>;

export const RegisterState = Type.Union([Type.Literal('open'), Type.Literal('closed')]);
export type RegisterState = Static<typeof RegisterState>;

export const Register = Type.Object({
  id: Type.String(),
  name: Type.String(),
  state: RegisterState,
  /** the open session, null when closed */
  session: Type.Union([RegisterSession, Type.Null()]),
  lastClosedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Register = Static<typeof Register>;

/** GET /api/registers: the business's registers by name, with its currency. */
export const RegisterList = Type.Object({ currency: Currency, items: Type.Array(Register) });
export type RegisterList = Static<typeof RegisterList>;

export const CashMovementKind = Type.Union(CASH_MOVEMENT_KINDS.map((kind) => Type.Literal(kind)));
export type CashMovementKind = Static<typeof CashMovementKind>;

/** What entered (+) or left (−) the drawer. */
export const CashMovement = Type.Object({
  id: Type.String(),
  kind: CashMovementKind,
  amountMinor: Type.Union([Amount, Type.Null()], {
    description:
      "Signed: a cash out or a cash refund is negative. Null for staff in a register's detail: the amounts add up to the expected cash (blind count).",
  }),
  reason: Type.String(),
  /** who moved it ('' when the account is gone) */
  by: Type.String(),
  at: Type.String({ format: 'date-time' }),
  transactionId: Type.Union([Type.String(), Type.Null()]),
});
export type CashMovement = Static<typeof CashMovement>;

/**
 * GET /api/registers/{registerId}: the register, and its open session's movements (oldest first).
 * Staff see the float and the cash put in and taken out (when, by whom, why), not the amounts: their
 * sum is the expected cash. A sale's, refund's or deposit's cash is not in a staff member's list:
 * it would name the session's cash transactions, whose amounts the transactions list withholds.
 */
export const RegisterDetail = Type.Composite([
  Register,
  Type.Object({
    currency: Currency,
    movements: Type.Array(CashMovement, {
      description:
        "The open session's movements, oldest first. An admin gets every one with its amount; staff get the float, cash in and cash out without amounts (blind count).",
    }),
  }),
]);
export type RegisterDetail = Static<typeof RegisterDetail>;

/** POST /api/registers and PATCH /api/registers/{registerId} (admins) */
export const RegisterInput = Type.Object({ name: Type.String({ minLength: 1, maxLength: REGISTER_NAME_MAX }) }, { additionalProperties: false });
export type RegisterInput = Static<typeof RegisterInput>;

export const RegisterParams = Type.Object({ registerId: Type.String({ format: 'uuid' }) });
export type RegisterParams = Static<typeof RegisterParams>;

/** POST /api/registers/{registerId}/open */
export const OpenRegisterInput = Type.Object({ openingFloatMinor: MinorUnits('The cash put in the drawer to start with') }, { additionalProperties: false });
export type OpenRegisterInput = Static<typeof OpenRegisterInput>;

export const CashDirection = Type.Union([Type.Literal('cash_in'), Type.Literal('cash_out')]);
export type CashDirection = Static<typeof CashDirection>;

/** POST /api/registers/{registerId}/cash: cash put in or taken out, with why */
export const CashInput = Type.Object(
  {
    kind: CashDirection,
    amountMinor: PositiveMinorUnits(),
    reason: Type.String({ minLength: 1, maxLength: CASH_REASON_MAX }),
  },
  { additionalProperties: false },
);
export type CashInput = Static<typeof CashInput>;

/** POST /api/registers/{registerId}/close: the blind count (the counter has not seen the expected figure) */
export const CloseRegisterInput = Type.Object(
  {
    countedCashMinor: MinorUnits('The cash counted in the drawer'),
    note: Type.Optional(Type.String({ maxLength: CLOSE_NOTE_MAX })),
  },
  { additionalProperties: false },
);
export type CloseRegisterInput = Static<typeof CloseRegisterInput>;

export const SalesByTender = Type.Object({ cash: Amount, card: Amount, check: Amount, deposit: Amount });
export type SalesByTender = Static<typeof SalesByTender>;

/** A closed session's figures as they were at closing (never recomputed: the report is final). */
export const ZReportSummary = Type.Object({
  registerName: Type.String(),
  openedAt: Type.String({ format: 'date-time' }),
  openedBy: Type.String(),
  closedAt: Type.String({ format: 'date-time' }),
  closedBy: Type.String(),
  openingFloatMinor: Amount,
  cashSalesMinor: Amount,
  /** cash given back for refunds (a positive figure) */
  cashRefundsMinor: Amount,
  /** cash taken for deposits (not sales: held for the contact) */
  cashDepositsMinor: Amount,
  /** cash given back for deposit refunds (a positive figure) */
  cashDepositRefundsMinor: Amount,
  cashInMinor: Amount,
  /** cash taken out (a positive figure) */
  cashOutMinor: Amount,
  expectedCashMinor: Amount,
  countedCashMinor: Amount,
  /** counted − expected: positive over, negative short */
  overShortMinor: Amount,
  /** succeeded payments of the session by tender */
  salesByTender: SalesByTender,
  /** succeeded refunds of the session, every tender */
  refundsMinor: Amount,
  /** deposits taken in the session, every tender */
  depositsTakenMinor: Amount,
  /** deposits refunded in the session, every tender */
  depositRefundsMinor: Amount,
  /** succeeded payments and refunds of the session */
  transactionCount: Type.Integer(),
  /** tips on the invoices paid in the session */
  tipsMinor: Amount,
  currency: Currency,
  note: Type.String(),
});
export type ZReportSummary = Static<typeof ZReportSummary>;

export const ZReport = Type.Object({
  id: Type.String(),
  /** the business's IANA zone: the report's times are shown on its clock, the zone named */
  timeZone: Type.String(),
  /** gapless per business: 1, 2, 3… */
  number: Type.Integer(),
  registerId: Type.String(),
  /** the register's name now (the summary keeps the name at closing) */
  registerName: Type.String(),
  sessionId: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  summary: ZReportSummary,
});
export type ZReport = Static<typeof ZReport>;

/** The Z-reports' filters: one register, and calendar days (YYYY-MM-DD, UTC, inclusive) of closing. */
export const ZReportFilter = Type.Object({
  registerId: Type.Optional(Type.String({ format: 'uuid' })),
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
});
export type ZReportFilter = Static<typeof ZReportFilter>;

/** GET /api/z-reports?registerId=&from=&to=&page=&pageSize= (newest first) */
export const ZReportListQuery = Type.Composite([ZReportFilter, PageQuery]);
export type ZReportListQuery = Static<typeof ZReportListQuery>;
export const ZReportPage = Paged(ZReport);
export type ZReportPage = Static<typeof ZReportPage>;

export const ZReportParams = Type.Object({ zReportId: Type.String({ format: 'uuid' }) });
export type ZReportParams = Static<typeof ZReportParams>;
