import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendResult } from '../../http/result';
import { NoContent, problems } from '../../http/responses';
import {
  StaffException,
  StaffExceptionInput,
  StaffExceptionList,
  StaffExceptionParams,
  StaffExceptionQuery,
  StaffInput,
  StaffList,
  StaffMember,
  StaffParams,
  StaffPatch,
} from './schemas';
import { addException, createStaff, exceptionList, patchStaff, removeException, staffList } from './service';

const ADMINS = 'Admins only (403 admin_only).';

/** The team the calendar books (issue 11 §1); behind requireSession, scoped to the business. Staff read, admins change. */
export const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const forAdmins = { role: 'admin' } as const;

  app.get(
    '/api/staff',
    {
      schema: {
        summary: 'List the staff',
        description: "The team (archived members last) with their services and weekly hours, and the business's time zone the hours are in.",
        tags: ['Staff'],
        operationId: 'listStaff',
        response: { 200: StaffList },
      },
    },
    async (req) => staffList(req.tenant),
  );

  app.post(
    '/api/staff',
    {
      config: forAdmins,
      schema: {
        summary: 'Add a staff member',
        description: `With or without a login (userId), their colour, services and weekly hours. ${ADMINS}`,
        tags: ['Staff'],
        operationId: 'createStaff',
        body: StaffInput,
        response: { 201: StaffMember, ...problems(400, 403, 409) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => createStaff(tenant, req.body)), 201),
  );

  app.patch(
    '/api/staff/:staffId',
    {
      config: forAdmins,
      schema: {
        summary: 'Change a staff member',
        description: `Services and hours are replaced whole; archived members are offered no more (their bookings keep them). ${ADMINS}`,
        tags: ['Staff'],
        operationId: 'updateStaff',
        params: StaffParams,
        body: StaffPatch,
        response: { 200: StaffMember, ...problems(400, 403, 404, 409) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => patchStaff(tenant, req.params.staffId, req.body))),
  );

  app.get(
    '/api/staff-exceptions',
    {
      schema: {
        summary: 'List the days that differ',
        description: 'Time off and extra hours between from and to (days, inclusive), of one member or all.',
        tags: ['Staff'],
        operationId: 'listStaffExceptions',
        querystring: StaffExceptionQuery,
        response: { 200: StaffExceptionList, ...problems(400) },
      },
    },
    async (req, reply) => sendResult(reply, await exceptionList(req.tenant, req.query)),
  );

  app.post(
    '/api/staff-exceptions',
    {
      config: forAdmins,
      schema: {
        summary: 'Add time off or extra hours',
        description: `Time off without times is the whole day. ${ADMINS}`,
        tags: ['Staff'],
        operationId: 'createStaffException',
        body: StaffExceptionInput,
        response: { 201: StaffException, ...problems(400, 403) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => addException(tenant, req.body)), 201),
  );

  app.delete(
    '/api/staff-exceptions/:exceptionId',
    {
      config: forAdmins,
      schema: {
        summary: 'Remove time off or extra hours',
        description: ADMINS,
        tags: ['Staff'],
        operationId: 'deleteStaffException',
        params: StaffExceptionParams,
        response: { 204: NoContent, ...problems(403, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => removeException(tenant, req.params.exceptionId)), 204),
  );
};
