import { Type, type Static } from '@sinclair/typebox';

// ---- live changes of the business's money (migration 0025's triggers announce them)

/** What changed: an invoice (a payment, a refund, a new or edited invoice), a deposit, a transaction (a declined attempt too), a register (opened, closed, its cash moved). */
export const MONEY_LIVE_TOPICS = ['invoice', 'deposit', 'transaction', 'register'] as const;

/** One change of the business's money, as GET /api/events streams it (`event: money`): the topic and the id of what changed (a register's own id). */
export const MoneyLiveEvent = Type.Object({ topic: Type.Union(MONEY_LIVE_TOPICS.map((topic) => Type.Literal(topic))), id: Type.String() });
export type MoneyLiveEvent = Static<typeof MoneyLiveEvent>;
