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

  app.get(
    '/api/asset-types',
    {
      schema: {
        summary: 'List the asset types',
        description: 'With their fields and asset counts.',
        tags: ['Assets'],
        operationId: 'listAssetTypes',
        response: { 200: AssetTypeList },
      },
    },
    async (req) => assetTypeList(req.tenant),
  );

  app.post(
    '/api/asset-types',
    {
      config: forAdmins,
      schema: {
        summary: 'Create an asset type',
        description: 'Admins only (403 admin_only).',
        tags: ['Assets'],
        operationId: 'createAssetType',
        body: AssetTypeInput,
        response: { 201: AssetTypeDetail, ...problems(400, 403) },
      },
    },
    async (req, reply) => {
      const created = await createAssetType(req.tenant, req.body);
      return created.ok ? reply.code(201).send(created.value) : sendFieldErrors(reply, created.errors);
    },
  );

  app.patch(
    '/api/asset-types/:assetTypeId',
    {
      config: forAdmins,
      schema: {
        summary: 'Change an asset type',
        description: 'Admins only (403 admin_only).',
        tags: ['Assets'],
        operationId: 'updateAssetType',
        params: AssetTypeParams,
        body: AssetTypePatch,
        response: { 200: AssetTypeDetail, ...problems(400, 403, 404) },
      },
    },
    async (req, reply) => {
      const changed = await changeAssetType(req.tenant, req.params.assetTypeId, req.body);
      if (!changed) return sendProblem(reply, 404, 'not_found', NO_TYPE);
      return changed.ok ? changed.value : sendFieldErrors(reply, changed.errors);
    },
  );

  app.delete(
    '/api/asset-types/:assetTypeId',
    {
      config: forAdmins,
      schema: {
        summary: 'Delete an asset type',
        description: 'Admins only (403 admin_only); 409 in_use while assets of the type exist.',
        tags: ['Assets'],
        operationId: 'deleteAssetType',
        params: AssetTypeParams,
        response: { 204: NoContent, ...problems(400, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      const outcome = await removeAssetType(req.tenant, req.params.assetTypeId);
      if (outcome === 'not_found') return sendProblem(reply, 404, 'not_found', NO_TYPE);
      if (outcome === 'in_use') return sendProblem(reply, 409, 'in_use', 'This asset type has assets: it cannot be deleted');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/contacts/:contactId/assets',
    { schema: { summary: 'List a contact\'s assets', tags: ['Assets'], operationId: 'listContactAssets', params: ContactParams, response: { 200: AssetList, ...problems(400, 404) } } },
    async (req, reply) => (await assetListOf(req.tenant, req.params.contactId)) ?? sendProblem(reply, 404, 'not_found', NO_CONTACT),
  );

  app.post(
    '/api/contacts/:contactId/assets',
    {
      schema: {
        summary: 'Add an asset to a contact',
        description: 'Its data is checked against the asset type\'s fields.',
        tags: ['Assets'],
        operationId: 'createAsset',
        params: ContactParams,
        body: AssetInput,
        response: { 201: Asset, ...problems(400, 404) },
      },
    },
    async (req, reply) => {
      const added = await addAsset(req.tenant, req.params.contactId, req.body);
      if (!added) return sendProblem(reply, 404, 'not_found', NO_CONTACT);
      return added.ok ? reply.code(201).send(added.value) : sendFieldErrors(reply, added.errors);
    },
  );

  app.get(
    '/api/assets/:assetId',
    { schema: { summary: 'Get an asset', tags: ['Assets'], operationId: 'getAsset', params: AssetParams, response: { 200: Asset, ...problems(400, 404) } } },
    async (req, reply) => (await assetById(req.tenant, req.params.assetId)) ?? sendProblem(reply, 404, 'not_found', NO_ASSET),
  );

  app.patch(
    '/api/assets/:assetId',
    { schema: { summary: 'Change an asset', tags: ['Assets'], operationId: 'updateAsset', params: AssetParams, body: AssetPatch, response: { 200: Asset, ...problems(400, 404) } } },
    async (req, reply) => {
      const changed = await changeAsset(req.tenant, req.params.assetId, req.body);
      if (!changed) return sendProblem(reply, 404, 'not_found', NO_ASSET);
      return changed.ok ? changed.value : sendFieldErrors(reply, changed.errors);
    },
  );

  app.delete(
    '/api/assets/:assetId',
    { schema: { summary: 'Delete an asset', tags: ['Assets'], operationId: 'deleteAsset', params: AssetParams, response: { 204: NoContent, ...problems(400, 404) } } },
    async (req, reply) => ((await removeAsset(req.tenant, req.params.assetId)) ? reply.code(204).send(null) : sendProblem(reply, 404, 'not_found', NO_ASSET)),
  );
};
