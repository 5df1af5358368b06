import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { isoDateTime, sendFieldErrors, sendProblem } from '../../http/problem';
import { tenantOf } from '../../http/security';
import { csvLine } from './csv';
import { IMPORT_COLUMNS, startImport, toImportJob } from './imports';
import { deleteContact, eachContact, findContact, findDuplicates, insertContact, listContacts, recentContacts, searchContacts, tagsInUse, updateContact } from './repo';
import {
  Contact,
  ContactFieldErrors,
  ContactInput,
  ContactListQuery,
  ContactPage,
  ContactParams,
  ContactSearchBody,
  ContactSearchResult,
  DuplicatesQuery,
  DuplicatesResult,
  ImportJob,
  ImportParams,
  ImportRequest,
  TagList,
} from './schemas';
import { checkContact, fullName, phoneDigits, toContact } from './service';

const NOT_FOUND = 'No such contact';
export const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** Contacts: the spec's search call and the resource API; behind requireSession, scoped to the business. */
export async function contactRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.post('/contact/search', { schema: { body: ContactSearchBody, response: { 200: ContactSearchResult } } }, async (req) => {
    const body = (req.body ?? {}) as ContactSearchBody;
    const q = body.q?.trim() ?? '';
    const recent = body.include_recently_added === true || body.include_recently_added === 'true';
    const tenant = tenantOf(db, req);
    const rows = q ? await searchContacts(tenant, q) : recent ? await recentContacts(tenant) : [];
    return {
      data: {
        results: rows.map((row) => ({
          data: { id: row.id, full_name: fullName(row), email: row.email, phone: row.phone, image_32x32: row.image_32x32 },
        })),
      },
    };
  });

  app.get('/api/contacts', { schema: { querystring: ContactListQuery, response: { 200: ContactPage } } }, async (req) => {
    const page = await listContacts(tenantOf(db, req), req.query as ContactListQuery);
    return { ...page, items: page.items.map(toContact) };
  });

  app.get('/api/contacts/tags', { schema: { response: { 200: TagList } } }, async (req) => ({ tags: await tagsInUse(tenantOf(db, req)) }));

  app.get('/api/contacts/duplicates', { schema: { querystring: DuplicatesQuery, response: { 200: DuplicatesResult } } }, async (req) => {
    const query = req.query as DuplicatesQuery;
    const email = query.email?.trim().toLowerCase() || undefined;
    const phone = query.phone ? phoneDigits(query.phone) : '';
    const rows = await findDuplicates(tenantOf(db, req), {
      ...(email ? { email } : {}),
      ...(phone.length === 10 ? { phone } : {}),
      ...(query.excludeId ? { excludeId: query.excludeId } : {}),
    });
    return {
      duplicates: rows.map((row) => ({
        id: row.id,
        fullName: fullName(row),
        email: row.email,
        phone: row.phone,
        matches: [
          ...(email && row.email.toLowerCase() === email ? (['email'] as const) : []),
          ...(phone.length === 10 && row.phone === phone ? (['phone'] as const) : []),
        ],
      })),
    };
  });

  app.get('/api/contacts/export.csv', { schema: { querystring: ContactListQuery } }, async (req, reply) => {
    const query = req.query as ContactListQuery;
    const tenant = tenantOf(db, req);
    const columns = ['first_name', 'last_name', 'email', 'phone', 'address', 'tags', 'source', 'marketing_consent', 'notes', 'created_at', 'last_visit_at'];
    async function* lines() {
      yield csvLine(columns);
      for await (const row of eachContact(tenant, query)) {
        yield csvLine([
          row.first_name,
          row.last_name,
          row.email,
          row.phone,
          row.address,
          row.tags.join(';'),
          row.source,
          row.marketing_consent ? 'yes' : 'no',
          row.notes,
          isoDateTime(row.created_at),
          row.last_visit_at ? isoDateTime(row.last_visit_at) : '',
        ]);
      }
    }
    const day = new Date().toISOString().slice(0, 10);
    reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="contacts-${day}.csv"`);
    const { Readable } = await import('node:stream');
    return reply.send(Readable.from(lines()));
  });

  app.post(
    '/api/contacts',
    { schema: { body: ContactInput, response: { 201: Contact, 400: ContactFieldErrors } } },
    async (req, reply) => {
      const checked = checkContact(req.body as ContactInput);
      if (!checked.ok) return sendFieldErrors(reply, checked.errors);
      const row = await insertContact(tenantOf(db, req), checked.values);
      return reply.code(201).send(toContact(row));
    },
  );

  app.get('/api/contacts/:contactId', { schema: { params: ContactParams, response: { 200: Contact } } }, async (req, reply) => {
    const row = await findContact(tenantOf(db, req), (req.params as ContactParams).contactId);
    return row ? toContact(row) : sendProblem(reply, 404, 'Not Found', NOT_FOUND);
  });

  app.patch(
    '/api/contacts/:contactId',
    { schema: { params: ContactParams, body: ContactInput, response: { 200: Contact, 400: ContactFieldErrors } } },
    async (req, reply) => {
      const tenant = tenantOf(db, req);
      const { contactId } = req.params as ContactParams;
      const existing = await findContact(tenant, contactId);
      if (!existing) return sendProblem(reply, 404, 'Not Found', NOT_FOUND);
      const checked = checkContact(req.body as ContactInput, existing);
      if (!checked.ok) return sendFieldErrors(reply, checked.errors);
      const row = await updateContact(tenant, contactId, checked.values);
      return row ? toContact(row) : sendProblem(reply, 404, 'Not Found', NOT_FOUND);
    },
  );

  app.delete('/api/contacts/:contactId', { schema: { params: ContactParams } }, async (req, reply) => {
    const deleted = await deleteContact(tenantOf(db, req), (req.params as ContactParams).contactId);
    return deleted ? reply.code(204).send() : sendProblem(reply, 404, 'Not Found', NOT_FOUND);
  });

  app.post(
    '/api/contacts/imports',
    { bodyLimit: IMPORT_BODY_LIMIT, schema: { body: ImportRequest, response: { 202: ImportJob } } },
    async (req, reply) => {
      const job = await startImport(db, req.signedIn!.user.business_id, req.body as ImportRequest);
      return reply.code(202).send(toImportJob(job));
    },
  );

  app.get('/api/contacts/imports/:importId', { schema: { params: ImportParams, response: { 200: ImportJob } } }, async (req, reply) => {
    const row = await tenantOf(db, req)
      .selectFrom('contact_imports')
      .select(IMPORT_COLUMNS)
      .where('id', '=', (req.params as ImportParams).importId)
      .executeTakeFirst();
    return row ? toImportJob(row) : sendProblem(reply, 404, 'Not Found', 'No such import');
  });
}
