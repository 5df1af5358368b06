import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { sendProblem } from '../../http/problem';
import { tenantOf } from '../../http/security';
import { findContact, recentContacts, searchContacts } from './repo';
import { Contact, ContactParams, ContactSearchBody, ContactSearchResult } from './schemas';

type Row = Awaited<ReturnType<typeof findContact>> & object;

const fullName = (row: Row) => [row.first_name, row.last_name].filter(Boolean).join(' ');

/** Contact search (spec §7) and one contact; behind requireSession, scoped to the user's business. */
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

  app.get('/api/contacts/:contactId', { schema: { params: ContactParams, response: { 200: Contact } } }, async (req, reply) => {
    const { contactId } = req.params as ContactParams;
    const row = await findContact(tenantOf(db, req), contactId);
    if (!row) return sendProblem(reply, 404, 'Not Found', 'No such contact');
    return {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      image_32x32: row.image_32x32,
      createdAt: new Date(row.created_at).toISOString(),
    };
  });
}
