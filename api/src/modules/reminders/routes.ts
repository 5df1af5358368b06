import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendResult } from '../../http/result';
import { NoContent, problems } from '../../http/responses';
import { changeReminder, createReminder, reminderPage, removeReminder } from './service';
import { Reminder, ReminderContactParams, ReminderInput, ReminderListQuery, ReminderPage, ReminderParams, ReminderPatch, ReminderTodayQuery } from './schemas';

/** Reminders per contact; behind requireSession, scoped to the user's business. */
export const reminderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/reminders',
    {
      schema: {
        summary: 'List reminders',
        description: 'By status (due, overdue, done, open) and contact, overdue first, with the counts per status.',
        tags: ['Reminders'],
        operationId: 'listReminders',
        querystring: ReminderListQuery,
        response: { 200: ReminderPage, ...problems(400) },
      },
    },
    async (req) => reminderPage(req.tenant, req.query),
  );

  app.post(
    '/api/contacts/:contactId/reminders',
    {
      schema: {
        summary: 'Add a reminder to a contact',
        tags: ['Reminders'],
        operationId: 'createReminder',
        params: ReminderContactParams,
        querystring: ReminderTodayQuery,
        body: ReminderInput,
        response: { 201: Reminder, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => createReminder(tenant, req.params.contactId, req.body, req.query.today)), 201),
  );

  app.patch(
    '/api/reminders/:reminderId',
    {
      schema: {
        summary: 'Change a reminder',
        description: 'Mark it done, move its day or change its note.',
        tags: ['Reminders'],
        operationId: 'updateReminder',
        params: ReminderParams,
        querystring: ReminderTodayQuery,
        body: ReminderPatch,
        response: { 200: Reminder, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => changeReminder(tenant, req.params.reminderId, req.body, req.query.today))),
  );

  app.delete(
    '/api/reminders/:reminderId',
    {
      schema: {
        summary: 'Delete a reminder',
        tags: ['Reminders'],
        operationId: 'deleteReminder',
        params: ReminderParams,
        response: { 204: NoContent, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => removeReminder(tenant, req.params.reminderId)), 204),
  );
};
