import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendFieldErrors, sendProblem } from '../../http/problem';
import { NoContent, problems } from '../../http/responses';
import { ContactParams } from '../contacts/schemas';
import {
  Asset,
  AssetInput,
  AssetList,
  AssetParams,
  AssetPatch,
  AssetTypeDetail,
  AssetTypeInput,
  AssetTypeList,
  AssetTypeParams,
  AssetTypePatch,
} from './schemas';
import {
  addAsset,
  assetById,
  assetListOf,
  assetTypeList,
  changeAsset,
  changeAssetType,
  createAssetType,
  removeAsset,
  removeAssetType,
} from './service';

const NO_TYPE = 'No such asset type';
const NO_ASSET = 'No such asset';
const NO_CONTACT = 'No such contact';

/** Asset types (admins change them) and assets per contact; behind requireSession, scoped to the business. */
export const assetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const forAdmins = { role: 'admin' } as const;

  app.get('/api/asset-types', { schema: { response: { 200: AssetTypeList } } }, async (req) => assetTypeList(req.tenant));

  app.post(
    '/api/asset-types',
    { config: forAdmins, schema: { body: AssetTypeInput, response: { 201: AssetTypeDetail, ...problems(400, 403) } } },
    async (req, reply) => {
      const created = await createAssetType(req.tenant, req.body);
      return created.ok ? reply.code(201).send(created.value) : sendFieldErrors(reply, created.errors);
    },
  );

  app.patch(
    '/api/asset-types/:assetTypeId',
    { config: forAdmins, schema: { params: AssetTypeParams, body: AssetTypePatch, response: { 200: AssetTypeDetail, ...problems(400, 403, 404) } } },
    async (req, reply) => {
      const changed = await changeAssetType(req.tenant, req.params.assetTypeId, req.body);
      if (!changed) return sendProblem(reply, 404, 'not_found', NO_TYPE);
      return changed.ok ? changed.value : sendFieldErrors(reply, changed.errors);
    },
  );

  app.delete(
    '/api/asset-types/:assetTypeId',
    { config: forAdmins, schema: { params: AssetTypeParams, response: { 204: NoContent, ...problems(400, 403, 404, 409) } } },
    async (req, reply) => {
      const outcome = await removeAssetType(req.tenant, req.params.assetTypeId);
      if (outcome === 'not_found') return sendProblem(reply, 404, 'not_found', NO_TYPE);
      if (outcome === 'in_use') return sendProblem(reply, 409, 'in_use', 'This asset type has assets: it cannot be deleted');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/contacts/:contactId/assets',
    { schema: { params: ContactParams, response: { 200: AssetList, ...problems(400, 404) } } },
    async (req, reply) => (await assetListOf(req.tenant, req.params.contactId)) ?? sendProblem(reply, 404, 'not_found', NO_CONTACT),
  );

  app.post(
    '/api/contacts/:contactId/assets',
    { schema: { params: ContactParams, body: AssetInput, response: { 201: Asset, ...problems(400, 404) } } },
    async (req, reply) => {
      const added = await addAsset(req.tenant, req.params.contactId, req.body);
      if (!added) return sendProblem(reply, 404, 'not_found', NO_CONTACT);
      return added.ok ? reply.code(201).send(added.value) : sendFieldErrors(reply, added.errors);
    },
  );

  app.get(
    '/api/assets/:assetId',
    { schema: { params: AssetParams, response: { 200: Asset, ...problems(400, 404) } } },
    async (req, reply) => (await assetById(req.tenant, req.params.assetId)) ?? sendProblem(reply, 404, 'not_found', NO_ASSET),
  );

  app.patch(
    '/api/assets/:assetId',
    { schema: { params: AssetParams, body: AssetPatch, response: { 200: Asset, ...problems(400, 404) } } },
    async (req, reply) => {
      const changed = await changeAsset(req.tenant, req.params.assetId, req.body);
      if (!changed) return sendProblem(reply, 404, 'not_found', NO_ASSET);
      return changed.ok ? changed.value : sendFieldErrors(reply, changed.errors);
    },
  );

  app.delete(
    '/api/assets/:assetId',
    { schema: { params: AssetParams, response: { 204: NoContent, ...problems(400, 404) } } },
    async (req, reply) => ((await removeAsset(req.tenant, req.params.assetId)) ? reply.code(204).send(null) : sendProblem(reply, 404, 'not_found', NO_ASSET)),
  );
};
