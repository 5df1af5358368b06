import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { isoDateTime, sendProblem } from '../../http/problem';
import { tenantOf } from '../../http/security';
import {
  DEFAULT_PAGE_SIZE,
  countReminders,
  deleteReminder,
  findContactName,
  findReminder,
  insertReminder,
  listReminders,
  lostCustomerDays,
  saveLostCustomerDays,
  updateReminder,
  type ReminderRow,
} from './repo';
import {
  ContactSettings,
  Reminder,
  ReminderContactParams,
  ReminderInput,
  ReminderListQuery,
  ReminderPage,
  ReminderParams,
  ReminderPatch,
  ReminderTodayQuery,
} from './schemas';

/** The server's calendar day (UTC), when the desk does not say which day it is. */
export const utcToday = () => new Date().toISOString().slice(0, 10);


export function reminderStatus(row: { done_at: Date | string | null; due_on: string }, today: string): Reminder['status'] {
  if (row.done_at) return 'done';
  return row.due_on < today ? 'overdue' : 'due';
}

function toReminder(row: ReminderRow, today: string): Reminder {
  return {
    id: row.id,
    contactId: row.contact_id,
    contactName: [row.first_name, row.last_name].filter(Boolean).join(' '),
    dueOn: row.due_on,
    note: row.note,
    doneAt: row.done_at ? isoDateTime(row.done_at) : null,
    status: reminderStatus(row, today),
    createdAt: isoDateTime(row.created_at),
  };
}

const emptyNote = (reply: FastifyReply) => sendProblem(reply, 400, 'Bad Request', 'The note must not be empty');

/** Only the business's admin changes its settings. */
async function adminOnly(req: FastifyRequest, reply: FastifyReply) {
  if (req.signedIn?.user.role !== 'admin') {
    return sendProblem(reply, 403, 'Forbidden', "Only an admin may change the business's settings");
  }
}

/** Reminders per contact and the contact settings; behind requireSession, scoped to the user's business. */
export async function reminderRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/reminders', { schema: { querystring: ReminderListQuery, response: { 200: ReminderPage } } }, async (req) => {
    const query = req.query as ReminderListQuery;
    const today = query.today ?? utcToday();
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const tenant = tenantOf(db, req);
    const [{ rows, total }, counts] = await Promise.all([
      listReminders(tenant, { status: query.status, contactId: query.contactId, today, page, pageSize }),
      countReminders(tenant, today, query.contactId),
    ]);
    return { items: rows.map((row) => toReminder(row, today)), total, page, pageSize, counts } satisfies ReminderPage;
  });

  app.post(
    '/api/contacts/:contactId/reminders',
    { schema: { params: ReminderContactParams, querystring: ReminderTodayQuery, body: ReminderInput, response: { 201: Reminder } } },
    async (req, reply) => {
      const { contactId } = req.params as ReminderContactParams;
      const body = req.body as ReminderInput;
      const note = body.note.trim();
      if (!note) return emptyNote(reply);
      const tenant = tenantOf(db, req);
      const contact = await findContactName(tenant, contactId);
      if (!contact) return sendProblem(reply, 404, 'Not Found', 'No such contact');
      const id = await insertReminder(tenant, contact.id, body.dueOn, note);
      const row = await findReminder(tenant, id);
      if (!row) return sendProblem(reply, 404, 'Not Found', 'No such contact');
      return reply.code(201).send(toReminder(row, (req.query as ReminderTodayQuery).today ?? utcToday()));
    },
  );

  app.patch(
    '/api/reminders/:reminderId',
    { schema: { params: ReminderParams, querystring: ReminderTodayQuery, body: ReminderPatch, response: { 200: Reminder } } },
    async (req, reply) => {
      const { reminderId } = req.params as ReminderParams;
      const body = req.body as ReminderPatch;
      const note = body.note?.trim();
      if (note === '') return emptyNote(reply);
      const tenant = tenantOf(db, req);
      const found = await updateReminder(tenant, reminderId, { done: body.done, dueOn: body.dueOn, note });
      const row = found ? await findReminder(tenant, reminderId) : undefined;
      if (!row) return sendProblem(reply, 404, 'Not Found', 'No such reminder');
      return toReminder(row, (req.query as ReminderTodayQuery).today ?? utcToday());
    },
  );

  app.delete('/api/reminders/:reminderId', { schema: { params: ReminderParams } }, async (req, reply) => {
    const { reminderId } = req.params as ReminderParams;
    if (!(await deleteReminder(tenantOf(db, req), reminderId))) return sendProblem(reply, 404, 'Not Found', 'No such reminder');
    return reply.code(204).send();
  });

  app.get('/api/settings/contacts', { schema: { response: { 200: ContactSettings } } }, async (req) => {
    return { lostCustomerDays: await lostCustomerDays(tenantOf(db, req)) } satisfies ContactSettings;
  });

  app.patch(
    '/api/settings/contacts',
    // the role is checked before the body: a staff member is refused whatever they send
    { preValidation: adminOnly, schema: { body: ContactSettings, response: { 200: ContactSettings } } },
    async (req) => {
      const { lostCustomerDays: days } = req.body as ContactSettings;
      return { lostCustomerDays: await saveLostCustomerDays(tenantOf(db, req), days) } satisfies ContactSettings;
    },
  );
}
