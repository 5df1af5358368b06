import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import type { Tenant } from '../../db/tenant';
import { IdempotencyHeaders, idempotent } from '../../http/idempotency';
import { sendResult, type Result } from '../../http/result';
import { csvFile, problems, sendCsv } from '../../http/responses';
import {
  CashInput,
  CashMovement,
  CloseRegisterInput,
  OpenRegisterInput,
  Register,
  RegisterDetail,
  RegisterInput,
  RegisterList,
  RegisterParams,
  RegisterSession,
  ZReport,
  ZReportFilter,
  ZReportListQuery,
  ZReportPage,
  ZReportParams,
} from './schemas';
import {
  addRegister,
  closeRegister,
  moveCash,
  openRegister,
  registerDetail,
  registerList,
  renameRegister,
  zReportById,
  zReportCsv,
  zReportPage,
  SESSION_CASH_MOVES_MAX_MINOR,
  type Cashier,
} from './service';

const cashierOf = (req: FastifyRequest): Cashier => ({ user: req.signedIn!.user, ip: req.ip });
const signedInUser = (req: FastifyRequest) => req.signedIn!.user;

/** Registers, their cash and their Z-reports; behind requireSession, scoped to the user's business. */
export const registerRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  /** A money call on one register (opening, cash, closing): once per Idempotency-Key, in one unit of work; 201 with what it made. */
  const onRegister = <T>(req: FastifyRequest, reply: FastifyReply, work: (tenant: Tenant, cashier: Cashier) => Promise<Result<T>>) =>
    idempotent(db, req, reply, req.tenant.businessId, 201, (tenant) => work(tenant, cashierOf(req)));

  app.get(
    '/api/registers',
    {
      schema: {
        summary: 'List the registers',
        description:
          'By name, each closed or open (who opened it, when, with what float). The cash expected in an open drawer is shown to admins only (blind count).',
        tags: ['Registers'],
        operationId: 'listRegisters',
        response: { 200: RegisterList },
      },
    },
    async (req) => registerList(req.tenant, signedInUser(req)),
  );

  app.post(
    '/api/registers',
    {
      config: { role: 'admin' },
      schema: {
        summary: 'Add a register',
        description: 'Admins only. Names are unique in the business, in any case.',
        tags: ['Registers'],
        operationId: 'createRegister',
        body: RegisterInput,
        response: { 201: Register, ...problems(400, 403) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => addRegister(tenant, req.body, signedInUser(req))), 201),
  );

  app.get(
    '/api/registers/:registerId',
    {
      schema: {
        summary: 'Get a register',
        description:
          "With its open session's cash movements. The expected cash and the movements' amounts are shown to admins only; staff get the float, cash in and cash out without amounts (blind count).",
        tags: ['Registers'],
        operationId: 'getRegister',
        params: RegisterParams,
        response: { 200: RegisterDetail, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await registerDetail(req.tenant, req.params.registerId, signedInUser(req))),
  );

  app.patch(
    '/api/registers/:registerId',
    {
      config: { role: 'admin' },
      schema: {
        summary: 'Rename a register',
        description: 'Admins only.',
        tags: ['Registers'],
        operationId: 'renameRegister',
        params: RegisterParams,
        body: RegisterInput,
        response: { 200: Register, ...problems(400, 403, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => renameRegister(tenant, req.params.registerId, req.body, signedInUser(req)))),
  );

  app.post(
    '/api/registers/:registerId/open',
    {
      schema: {
        summary: 'Open a register',
        description: 'Puts the opening float in the drawer. 409 register_open when it is open. Idempotent (Idempotency-Key).',
        tags: ['Registers'],
        operationId: 'openRegister',
        params: RegisterParams,
        headers: IdempotencyHeaders,
        body: OpenRegisterInput,
        response: { 201: RegisterSession, ...problems(400, 404, 409, 422) },
      },
    },
    async (req, reply) => onRegister(req, reply, (tenant, cashier) => openRegister(tenant, cashier, req.params.registerId, req.body)),
  );

  app.post(
    '/api/registers/:registerId/cash',
    {
      schema: {
        summary: 'Put cash in or take cash out',
        description: `With a reason. An admin's cash out of more than the drawer holds is refused: too_large, with the drawer's cash as the field error's \`limit\`. A staff member's cash out is checked against no figure of the drawer, so no answer tells what it holds (blind count): more out than it holds shows at closing. One session's cash outs total at most ${SESSION_CASH_MOVES_MAX_MINOR} minor units (too_large, without a limit). 409 register_closed when the register is closed. Idempotent (Idempotency-Key).`,
        tags: ['Registers'],
        operationId: 'moveRegisterCash',
        params: RegisterParams,
        headers: IdempotencyHeaders,
        body: CashInput,
        response: { 201: CashMovement, ...problems(400, 404, 409, 422) },
      },
    },
    async (req, reply) => onRegister(req, reply, (tenant, cashier) => moveCash(tenant, cashier, req.params.registerId, req.body)),
  );

  app.post(
    '/api/registers/:registerId/close',
    {
      schema: {
        summary: 'Close a register',
        description:
          'With the blind count of the drawer: answers the Z-report (expected, counted, over/short). Of two concurrent closes one wins; the other gets 409 register_closed. Idempotent (Idempotency-Key).',
        tags: ['Registers'],
        operationId: 'closeRegister',
        params: RegisterParams,
        headers: IdempotencyHeaders,
        body: CloseRegisterInput,
        response: { 201: ZReport, ...problems(400, 404, 409, 422) },
      },
    },
    async (req, reply) => onRegister(req, reply, (tenant, cashier) => closeRegister(tenant, cashier, req.params.registerId, req.body)),
  );

  app.get(
    '/api/z-reports',
    {
      schema: {
        summary: 'List Z-reports',
        description: 'Newest first; by register and by the calendar days (UTC) they were closed on.',
        tags: ['Registers'],
        operationId: 'listZReports',
        querystring: ZReportListQuery,
        response: { 200: ZReportPage, ...problems(400) },
      },
    },
    async (req, reply) => sendResult(reply, await zReportPage(req.tenant, req.query)),
  );

  app.get(
    '/api/z-reports/export.csv',
    {
      schema: {
        summary: 'Export Z-reports as CSV',
        description: "The Z-reports the list's filters select, newest first, amounts in major units (formulas defused).",
        tags: ['Registers'],
        operationId: 'exportZReports',
        querystring: ZReportFilter,
        response: { 200: csvFile('The Z-reports, one a row'), ...problems(400) },
      },
    },
    async (req, reply) => {
      const lines = zReportCsv(req.tenant, req.query, await req.tenant.timeZone());
      return lines.ok ? sendCsv(reply, 'z-reports', lines.value, await req.tenant.today()) : sendResult(reply, lines);
    },
  );

  app.get(
    '/api/z-reports/:zReportId',
    {
      schema: {
        summary: 'Get a Z-report',
        tags: ['Registers'],
        operationId: 'getZReport',
        params: ZReportParams,
        response: { 200: ZReport, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await zReportById(req.tenant, req.params.zReportId)),
  );
};
