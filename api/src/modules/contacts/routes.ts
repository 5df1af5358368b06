import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendResult } from '../../http/result';
import { wakeJobRunners } from '../../jobs/wake';
import { NoContent, csvFile, problems, sendCsv } from '../../http/responses';
import { importById, startImport, toImportJob } from './imports';
import { mergeContacts } from './merge';
import {
  Contact,
  ContactFilter,
  ContactInput,
  ContactListQuery,
  ContactPage,
  ContactParams,
  MergeContactsInput,
  ContactSearchBody,
  ContactSearchResult,
  DuplicatesQuery,
  DuplicatesResult,
  ImportJob,
  ImportParams,
  ImportRequest,
  TagList,
} from './schemas';
import { changeContact, contactById, contactPage, exportContacts, createContact, duplicatesOf, removeContact, searchForDrawer, tagList } from './service';

export const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** Contacts: the spec's search call and the resource API; behind requireSession, scoped to the business. */
export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/contact/search',
    {
      schema: {
        summary: 'Search contacts (the drawer)',
        description:
          'Up to 20 contacts whose name, email or phone digits contain q, newest first; an empty q with include_recently_added=true gives the 10 most recently added. Form-encoded or JSON.',
        tags: ['Contacts'],
        operationId: 'searchContacts',
        body: ContactSearchBody,
        response: { 200: ContactSearchResult, ...problems(400) },
      },
    },
    async (req) => searchForDrawer(req.tenant, req.body ?? {}),
  );

  app.get(
    '/api/contacts',
    {
      schema: {
        summary: 'List contacts',
        description: 'Filtered, sorted and paged.',
        tags: ['Contacts'],
        operationId: 'listContacts',
        querystring: ContactListQuery,
        response: { 200: ContactPage, ...problems(400) },
      },
    },
    async (req) => contactPage(req.tenant, req.query),
  );

  app.get(
    '/api/contacts/tags',
    { schema: { summary: 'List the tags in use, with counts', tags: ['Contacts'], operationId: 'listContactTags', response: { 200: TagList } } },
    async (req) => tagList(req.tenant),
  );

  app.get(
    '/api/contacts/duplicates',
    {
      schema: {
        summary: 'Find contacts with an email or phone',
        description: "Other contacts with that email or phone: the form's duplicate warning.",
        tags: ['Contacts'],
        operationId: 'findDuplicateContacts',
        querystring: DuplicatesQuery,
        response: { 200: DuplicatesResult, ...problems(400) },
      },
    },
    async (req) => duplicatesOf(req.tenant, req.query),
  );

  const exportSchema = {
    summary: 'Export contacts as CSV',
    description: "Every contact matching the list's filters (formulas defused), streamed.",
    tags: ['Contacts'],
    operationId: 'exportContacts',
    querystring: ContactFilter,
    response: { 200: csvFile('The contacts, one a row'), ...problems(400) },
  };
  app.get('/api/contacts/export.csv', { schema: exportSchema }, async (req, reply) => {
    // the export is recorded before its first row is sent, with its row count once it has streamed
    return sendCsv(reply, 'contacts', await exportContacts(req.tenant, req.signedIn!.user, req.query), await req.tenant.today());
  });

  app.post(
    '/api/contacts',
    {
      schema: {
        summary: 'Create a contact',
        tags: ['Contacts'],
        operationId: 'createContact',
        body: ContactInput,
        response: { 201: Contact, ...problems(400) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => createContact(tenant, req.body)), 201),
  );

  app.get(
    '/api/contacts/:contactId',
    {
      schema: {
        summary: 'Get a contact',
        tags: ['Contacts'],
        operationId: 'getContact',
        params: ContactParams,
        response: { 200: Contact, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await contactById(req.tenant, req.params.contactId)),
  );

  app.patch(
    '/api/contacts/:contactId',
    {
      schema: {
        summary: 'Change a contact',
        description: "Any of the contact's fields.",
        tags: ['Contacts'],
        operationId: 'updateContact',
        params: ContactParams,
        body: ContactInput,
        response: { 200: Contact, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => changeContact(tenant, req.params.contactId, req.body))),
  );

  app.post(
    '/api/contact-merges',
    {
      config: { role: 'admin' },
      schema: {
        summary: 'Merge a duplicate into a contact',
        description:
          "The duplicate's bookings, sales, deposits, assets, reminders, visits, signed forms and waitlist places move to the contact kept (contactId), whose empty details take the duplicate's (tags joined, notes both kept); then the duplicate is deleted. One transaction; recorded in the audit trail. Admins only (403 admin_only).",
        tags: ['Contacts'],
        operationId: 'mergeContacts',
        body: MergeContactsInput,
        response: { 200: Contact, ...problems(400, 403, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => mergeContacts(tenant, req.signedIn!.user, req.body))),
  );

  app.delete(
    '/api/contacts/:contactId',
    {
      schema: {
        summary: 'Delete a contact',
        description: '409 in_use while the contact has deposits on record.',
        tags: ['Contacts'],
        operationId: 'deleteContact',
        params: ContactParams,
        response: { 204: NoContent, ...problems(400, 404, 409) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => removeContact(tenant, req.params.contactId)), 204),
  );

  app.post(
    '/api/contacts/imports',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        summary: 'Import contacts',
        description: 'Up to 20,000 rows (8 MiB), run in the background as a job: poll the import for its progress. Recorded in the audit trail.',
        tags: ['Contacts'],
        operationId: 'startContactImport',
        body: ImportRequest,
        response: { 202: ImportJob, ...problems(400) },
      },
    },
    async (req, reply) => {
      // the import runs as a job (src/jobs): it survives a restart and runs on one instance only
      const job = await req.unitOfWork((tenant) => startImport(tenant, req.signedIn!.user, req.body));
      wakeJobRunners();
      return reply.code(202).send(toImportJob(job));
    },
  );

  app.get(
    '/api/contacts/imports/:importId',
    {
      schema: {
        summary: "Get an import's progress",
        tags: ['Contacts'],
        operationId: 'getContactImport',
        params: ImportParams,
        response: { 200: ImportJob, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await importById(req.tenant, req.params.importId)),
  );
};
