import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendFieldErrors, sendProblem } from '../../http/problem';
import { NoContent, problems } from '../../http/responses';
import { changeReminder, createReminder, reminderPage, removeReminder } from './service';
import {
  Reminder,
  ReminderContactParams,
  ReminderInput,
  ReminderListQuery,
  ReminderPage,
  ReminderParams,
  ReminderPatch,
  ReminderTodayQuery,
} from './schemas';

const NO_REMINDER = 'No such reminder';

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
    async (req, reply) => {
      const created = await createReminder(req.tenant, req.params.contactId, req.body, req.query.today);
      if (!created) return sendProblem(reply, 404, 'not_found', 'No such contact');
      return created.ok ? reply.code(201).send(created.value) : sendFieldErrors(reply, created.errors);
    },
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
    async (req, reply) => {
      const changed = await changeReminder(req.tenant, req.params.reminderId, req.body, req.query.today);
      if (!changed) return sendProblem(reply, 404, 'not_found', NO_REMINDER);
      return changed.ok ? changed.value : sendFieldErrors(reply, changed.errors);
    },
  );

  app.delete(
    '/api/reminders/:reminderId',
    { schema: { summary: 'Delete a reminder', tags: ['Reminders'], operationId: 'deleteReminder', params: ReminderParams, response: { 204: NoContent, ...problems(400, 404) } } },
    async (req, reply) => ((await removeReminder(req.tenant, req.params.reminderId)) ? reply.code(204).send(null) : sendProblem(reply, 404, 'not_found', NO_REMINDER)),
  );
};
