import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Tenant } from '../../db/tenant';
import { isoDateTime, sendFieldErrors, sendProblem } from '../../http/problem';
import { tenantOf } from '../../http/security';
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
  type AssetField,
} from './schemas';
import { checkAssetData, defaultAssetName, duplicateFieldKeys } from './service';


const adminOnly = (req: FastifyRequest, reply: FastifyReply) =>
  req.signedIn?.user.role === 'admin' ? null : sendProblem(reply, 403, 'Forbidden', 'Only an admin can change asset types');


async function assetTypes(tenant: Tenant, id?: string) {
  let q = tenant
    .selectFrom('asset_types')
    .select(['asset_types.id', 'type_name', 'bookable', 'fields'])
    .select(sql<number>`(SELECT count(*)::int FROM assets a WHERE a.asset_type_id = asset_types.id)`.as('assetCount'))
    .orderBy('type_name');
  if (id) q = q.where('asset_types.id', '=', id);
  return q.execute();
}

type AssetRow = {
  id: string;
  contact_id: string;
  asset_type_id: string;
  type_name: string;
  name: string;
  data: Record<string, string | number>;
  created_at: Date | string;
  updated_at: Date | string;
};
const toAsset = (row: AssetRow): Asset => ({
  id: row.id,
  contactId: row.contact_id,
  assetTypeId: row.asset_type_id,
  typeName: row.type_name,
  name: row.name,
  data: row.data,
  createdAt: isoDateTime(row.created_at),
  updatedAt: isoDateTime(row.updated_at),
});

function assetsOf(tenant: Tenant) {
  return tenant
    .selectFrom('assets')
    .innerJoin('asset_types', 'asset_types.id', 'assets.asset_type_id')
    .select(['assets.id', 'assets.contact_id', 'assets.asset_type_id', 'asset_types.type_name', 'assets.name', 'assets.data', 'assets.created_at', 'assets.updated_at']);
}

/** Asset types (admins change them) and assets per contact; behind requireSession, scoped to the business. */
export async function assetRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/asset-types', { schema: { response: { 200: AssetTypeList } } }, async (req) => ({ items: await assetTypes(tenantOf(db, req)) }));

  app.post('/api/asset-types', { schema: { body: AssetTypeInput, response: { 201: AssetTypeDetail } } }, async (req, reply) => {
    if (adminOnly(req, reply)) return reply;
    const input = req.body as AssetTypeInput;
    const name = input.type_name.trim();
    const dupes = duplicateFieldKeys(input.fields);
    if (!name) return sendFieldErrors(reply, { type_name: 'Enter a type name' });
    if (dupes.length) return sendFieldErrors(reply, { fields: `Two fields have the key ${dupes.join(', ')}` });
    const tenant = tenantOf(db, req);
    const taken = await tenant.selectFrom('asset_types').select('id').where(sql`lower(type_name)`, '=', name.toLowerCase()).executeTakeFirst();
    if (taken) return sendFieldErrors(reply, { type_name: 'An asset type has this name' });
    const row = await tenant
      .insertInto('asset_types', [{ type_name: name, bookable: input.bookable, fields: JSON.stringify(input.fields) }])
      .returning('id')
      .executeTakeFirstOrThrow();
    const [created] = await assetTypes(tenant, row.id);
    return reply.code(201).send(created);
  });

  app.patch(
    '/api/asset-types/:assetTypeId',
    { schema: { params: AssetTypeParams, body: AssetTypePatch, response: { 200: AssetTypeDetail } } },
    async (req, reply) => {
      if (adminOnly(req, reply)) return reply;
      const { assetTypeId } = req.params as AssetTypeParams;
      const patch = req.body as AssetTypePatch;
      const tenant = tenantOf(db, req);
      if (patch.fields && duplicateFieldKeys(patch.fields).length) {
        return sendFieldErrors(reply, { fields: 'Two fields have the same key' });
      }
      if (patch.type_name !== undefined && !patch.type_name.trim()) {
        return sendFieldErrors(reply, { type_name: 'Enter a type name' });
      }
      const updated = await tenant
        .updateTable('asset_types')
        .set({
          ...(patch.type_name !== undefined ? { type_name: patch.type_name.trim() } : {}),
          ...(patch.bookable !== undefined ? { bookable: patch.bookable } : {}),
          ...(patch.fields !== undefined ? { fields: JSON.stringify(patch.fields) } : {}),
        })
        .where('id', '=', assetTypeId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return sendProblem(reply, 404, 'Not Found', 'No such asset type');
      const [row] = await assetTypes(tenant, assetTypeId);
      return row;
    },
  );

  app.delete('/api/asset-types/:assetTypeId', { schema: { params: AssetTypeParams } }, async (req, reply) => {
    if (adminOnly(req, reply)) return reply;
    const { assetTypeId } = req.params as AssetTypeParams;
    const tenant = tenantOf(db, req);
    const [type] = await assetTypes(tenant, assetTypeId);
    if (!type) return sendProblem(reply, 404, 'Not Found', 'No such asset type');
    if (type.assetCount > 0) return sendProblem(reply, 409, 'Conflict', 'This asset type has assets: it cannot be deleted');
    await tenant.deleteFrom('asset_types').where('id', '=', assetTypeId).execute();
    return reply.code(204).send();
  });

  app.get('/api/contacts/:contactId/assets', { schema: { params: ContactParams, response: { 200: AssetList } } }, async (req, reply) => {
    const tenant = tenantOf(db, req);
    const { contactId } = req.params as ContactParams;
    const contact = await tenant.selectFrom('contacts').select('id').where('id', '=', contactId).executeTakeFirst();
    if (!contact) return sendProblem(reply, 404, 'Not Found', 'No such contact');
    const rows = await assetsOf(tenant).where('assets.contact_id', '=', contactId).orderBy('assets.created_at').execute();
    return { items: rows.map(toAsset) };
  });

  app.post(
    '/api/contacts/:contactId/assets',
    { schema: { params: ContactParams, body: AssetInput, response: { 201: Asset } } },
    async (req, reply) => {
      const tenant = tenantOf(db, req);
      const { contactId } = req.params as ContactParams;
      const input = req.body as AssetInput;
      const contact = await tenant.selectFrom('contacts').select('id').where('id', '=', contactId).executeTakeFirst();
      if (!contact) return sendProblem(reply, 404, 'Not Found', 'No such contact');
      const type = await tenant.selectFrom('asset_types').select(['id', 'type_name', 'fields']).where('id', '=', input.assetTypeId).executeTakeFirst();
      if (!type) return sendFieldErrors(reply, { assetTypeId: 'Not an asset type of this business' });
      const checked = checkAssetData(type.fields as AssetField[], input.data);
      if (!checked.ok) return sendFieldErrors(reply, checked.errors);
      const name = input.name?.trim() || defaultAssetName(type.fields as AssetField[], checked.data, type.type_name);
      const row = await tenant
        .insertInto('assets', [{ contact_id: contactId, asset_type_id: type.id, name, data: JSON.stringify(checked.data) }])
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await assetsOf(tenant).where('assets.id', '=', row.id).executeTakeFirstOrThrow();
      return reply.code(201).send(toAsset(created));
    },
  );

  app.get('/api/assets/:assetId', { schema: { params: AssetParams, response: { 200: Asset } } }, async (req, reply) => {
    const row = await assetsOf(tenantOf(db, req)).where('assets.id', '=', (req.params as AssetParams).assetId).executeTakeFirst();
    return row ? toAsset(row) : sendProblem(reply, 404, 'Not Found', 'No such asset');
  });

  app.patch('/api/assets/:assetId', { schema: { params: AssetParams, body: AssetPatch, response: { 200: Asset } } }, async (req, reply) => {
    const tenant = tenantOf(db, req);
    const { assetId } = req.params as AssetParams;
    const patch = req.body as AssetPatch;
    const current = await tenant
      .selectFrom('assets')
      .innerJoin('asset_types', 'asset_types.id', 'assets.asset_type_id')
      .select(['assets.id', 'assets.data', 'asset_types.fields', 'asset_types.type_name'])
      .where('assets.id', '=', assetId)
      .executeTakeFirst();
    if (!current) return sendProblem(reply, 404, 'Not Found', 'No such asset');
    const fields = current.fields as AssetField[];
    let data = current.data;
    if (patch.data) {
      const checked = checkAssetData(fields, { ...current.data, ...patch.data });
      if (!checked.ok) return sendFieldErrors(reply, checked.errors);
      data = checked.data;
    }
    const name = patch.name !== undefined ? patch.name.trim() || defaultAssetName(fields, data, current.type_name) : undefined;
    await tenant
      .updateTable('assets')
      .set({ data: JSON.stringify(data), ...(name !== undefined ? { name } : {}), updated_at: sql<Date>`now()` })
      .where('id', '=', assetId)
      .execute();
    return toAsset(await assetsOf(tenant).where('assets.id', '=', assetId).executeTakeFirstOrThrow());
  });

  app.delete('/api/assets/:assetId', { schema: { params: AssetParams } }, async (req, reply) => {
    const result = await tenantOf(db, req).deleteFrom('assets').where('id', '=', (req.params as AssetParams).assetId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0 ? reply.code(204).send() : sendProblem(reply, 404, 'Not Found', 'No such asset');
  });
}
