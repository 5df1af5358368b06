import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problems } from '../../http/responses';
import { ContactSettings } from './schemas';
import { changeContactSettings, contactSettings } from './service';

/** The business's settings: everyone signed in reads them, its admins change them. */
export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/settings/contacts',
    { schema: { summary: 'Get the contact settings', tags: ['Settings'], operationId: 'getContactSettings', response: { 200: ContactSettings } } },
    async (req) => contactSettings(req.tenant),
  );

  app.patch(
    '/api/settings/contacts',
    {
      config: { role: 'admin' },
      schema: {
        summary: 'Change the contact settings',
        description: 'Admins only (403 admin_only, whatever the body).',
        tags: ['Settings'],
        operationId: 'updateContactSettings',
        body: ContactSettings,
        response: { 200: ContactSettings, ...problems(400, 403) },
      },
    },
    async (req) => req.unitOfWork((tenant) => changeContactSettings(tenant, req.body)),
  );
};
