import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdempotencyHeaders } from '../../http/idempotency';
import { sendResult, type SuccessStatus } from '../../http/result';
import { problems } from '../../http/responses';
import { ContactParams } from '../contacts/schemas';
import type { MoneyDeps } from '../money/context';
import { moneyCall, oneTransaction, type MoneyWork } from '../money/work';
import {
  DepositChanged,
  DepositLedger,
  DepositListQuery,
  DepositPage,
  DepositParams,
  DepositWithTransaction,
  ForfeitDepositInput,
  RefundDepositInput,
  TakeDepositInput,
} from './schemas';
import { depositLedger, depositPage, forfeitDeposit, refundDepositWork, takeDepositWork } from './service';

/**
 * Deposits (behind requireSession), scoped to the user's business. Anyone at the desk takes a
 * deposit; giving one back or keeping it ends a customer's credit, so only admins refund or forfeit.
 */
export const depositRoutes: FastifyPluginAsyncTypebox<{ money: MoneyDeps }> = async (app, { money }) => {
  /** Runs a deposit's money call under its Idempotency-Key (modules/money/work.ts). */
  const call = <P, T>(req: FastifyRequest, reply: FastifyReply, work: MoneyWork<P, T>, status: SuccessStatus) =>
    moneyCall(money, req, reply, req.tenant.businessId, work, status);

  app.get(
    '/api/deposits',
    {
      schema: {
        summary: 'List deposits',
        description: 'Newest first, by contact, status and the day taken; with what the deposits selected still hold (heldMinor).',
        tags: ['Deposits'],
        operationId: 'listDeposits',
        querystring: DepositListQuery,
        response: { 200: DepositPage, ...problems(400) },
      },
    },
    async (req, reply) => sendResult(reply, await depositPage(req.tenant, req.query)),
  );

  app.get(
    '/api/deposit-ledgers/:contactId',
    {
      schema: {
        summary: "Read a contact's deposit ledger",
        description: 'Every deposit of the contact and every movement (taken, applied, refunded, forfeited), oldest first; the balance is their sum.',
        tags: ['Deposits'],
        operationId: 'getDepositLedger',
        params: ContactParams,
        response: { 200: DepositLedger, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await depositLedger(req.tenant, req.params.contactId)),
  );

  app.post(
    '/api/deposits',
    {
      schema: {
        summary: 'Take a deposit',
        description:
          'For a contact (and a booking), paid by one tender of exactly its amount: cash on an open register, card or check. ' +
          'Idempotent (Idempotency-Key). 402 when the card is declined (only the decline is recorded), 409 register_closed for cash without an open register, ' +
          '503 processor_unavailable when the card processor does not answer.',
        tags: ['Deposits'],
        operationId: 'takeDeposit',
        headers: IdempotencyHeaders,
        body: TakeDepositInput,
        response: { 201: DepositWithTransaction, ...problems(400, 402, 409, 422, 503) },
      },
    },
    async (req, reply) => call(req, reply, takeDepositWork(req.body), 201),
  );

  app.post(
    '/api/deposits/:depositId/refund',
    {
      config: { role: 'admin' },
      schema: {
        summary: 'Refund a deposit',
        description:
          "Admins only. All that remains, or part of it, given back through the tender it was taken by (cash from an open register's drawer). " +
          'Idempotent (Idempotency-Key). 409 deposit_not_held when nothing remains, payment_pending while a refund of it is at the processor, ' +
          'register_closed for cash without an open register; 503 processor_unavailable when the processor does not answer (finished later under the same key).',
        tags: ['Deposits'],
        operationId: 'refundDeposit',
        params: DepositParams,
        headers: IdempotencyHeaders,
        body: RefundDepositInput,
        response: { 201: DepositWithTransaction, ...problems(400, 402, 403, 404, 409, 422, 503) },
      },
    },
    async (req, reply) => call(req, reply, refundDepositWork(req.params.depositId, req.body), 201),
  );

  app.post(
    '/api/deposits/:depositId/forfeit',
    {
      config: { role: 'admin' },
      schema: {
        summary: 'Forfeit a deposit',
        description:
          'Admins only. The business keeps all that remains (a no-show), with the reason. Idempotent (Idempotency-Key). 409 deposit_not_held when nothing remains.',
        tags: ['Deposits'],
        operationId: 'forfeitDeposit',
        params: DepositParams,
        headers: IdempotencyHeaders,
        body: ForfeitDepositInput,
        response: { 200: DepositChanged, ...problems(400, 403, 404, 409, 422) },
      },
    },
    async (req, reply) =>
      call(
        req,
        reply,
        oneTransaction('deposit.forfeit', (ctx) => forfeitDeposit(ctx, req.params.depositId, req.body)),
        200,
      ),
  );
};
