import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendResult } from '../../http/result';
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
import { addAsset, assetById, assetListOf, assetTypeList, changeAsset, changeAssetType, createAssetType, removeAsset, removeAssetType } from './service';

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
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => createAssetType(tenant, req.body)), 201),
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
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => changeAssetType(tenant, req.params.assetTypeId, req.body))),
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
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => removeAssetType(tenant, req.params.assetTypeId)), 204),
  );

  app.get(
    '/api/contacts/:contactId/assets',
    {
      schema: {
        summary: "List a contact's assets",
        tags: ['Assets'],
        operationId: 'listContactAssets',
        params: ContactParams,
        response: { 200: AssetList, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await assetListOf(req.tenant, req.params.contactId)),
  );

  app.post(
    '/api/contacts/:contactId/assets',
    {
      schema: {
        summary: 'Add an asset to a contact',
        description: "Its data is checked against the asset type's fields.",
        tags: ['Assets'],
        operationId: 'createAsset',
        params: ContactParams,
        body: AssetInput,
        response: { 201: Asset, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => addAsset(tenant, req.params.contactId, req.body)), 201),
  );

  app.get(
    '/api/assets/:assetId',
    { schema: { summary: 'Get an asset', tags: ['Assets'], operationId: 'getAsset', params: AssetParams, response: { 200: Asset, ...problems(400, 404) } } },
    async (req, reply) => sendResult(reply, await assetById(req.tenant, req.params.assetId)),
  );

  app.patch(
    '/api/assets/:assetId',
    {
      schema: {
        summary: 'Change an asset',
        tags: ['Assets'],
        operationId: 'updateAsset',
        params: AssetParams,
        body: AssetPatch,
        response: { 200: Asset, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => changeAsset(tenant, req.params.assetId, req.body))),
  );

  app.delete(
    '/api/assets/:assetId',
    {
      schema: {
        summary: 'Delete an asset',
        tags: ['Assets'],
        operationId: 'deleteAsset',
        params: AssetParams,
        response: { 204: NoContent, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => removeAsset(tenant, req.params.assetId)), 204),
  );
};
