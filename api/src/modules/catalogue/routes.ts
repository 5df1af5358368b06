import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database';
import { sendFieldErrors, sendProblem } from '../../http/problem';
import { NoContent, problems } from '../../http/responses';
import {
  CatalogueCategories,
  CatalogueItem,
  CatalogueItemInput,
  CatalogueItemPage,
  CatalogueItemParams,
  CatalogueItemPatch,
  CatalogueItemQuery,
  TaxRate,
  TaxRateInput,
  TaxRateList,
  TaxRatePatch,
  TaxRateParams,
} from './schemas';
import { categoryList, changeItem, changeTaxRate, createItem, createTaxRate, itemById, itemPage, removeItem, taxRateList } from './service';

const NO_ITEM = 'No such catalogue item';
const NO_RATE = 'No such tax rate';
const ADMINS = 'Admins only (403 admin_only).';

/** The catalogue and its tax rates; behind requireSession, scoped to the business. Staff read, admins change. */
export const catalogueRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const forAdmins = { role: 'admin' } as const;

  app.get(
    '/api/tax-rates',
    {
      schema: {
        summary: 'List the tax rates',
        description: 'The rates offered (archived ones left out), the default first, with the business\'s currency.',
        tags: ['Catalogue'],
        operationId: 'listTaxRates',
        response: { 200: TaxRateList },
      },
    },
    async (req) => taxRateList(db, req.tenant),
  );

  app.post(
    '/api/tax-rates',
    {
      config: forAdmins,
      schema: {
        summary: 'Add a tax rate',
        description: `A new default replaces the previous one. ${ADMINS}`,
        tags: ['Catalogue'],
        operationId: 'createTaxRate',
        body: TaxRateInput,
        response: { 201: TaxRate, ...problems(400, 403) },
      },
    },
    async (req, reply) => {
      const created = await createTaxRate(db, req.tenant, req.body);
      return created.ok ? reply.code(201).send(created.value) : sendFieldErrors(reply, created.errors);
    },
  );

  app.patch(
    '/api/tax-rates/:taxRateId',
    {
      config: forAdmins,
      schema: {
        summary: 'Change a tax rate',
        description: `Rename it, change its rate, make it the default, or archive it (a rate is never deleted: items and invoices name it). ${ADMINS}`,
        tags: ['Catalogue'],
        operationId: 'updateTaxRate',
        params: TaxRateParams,
        body: TaxRatePatch,
        response: { 200: TaxRate, ...problems(400, 403, 404) },
      },
    },
    async (req, reply) => {
      const changed = await changeTaxRate(db, req.tenant, req.params.taxRateId, req.body);
      if (!changed) return sendProblem(reply, 404, 'not_found', NO_RATE);
      return changed.ok ? changed.value : sendFieldErrors(reply, changed.errors);
    },
  );

  app.get(
    '/api/catalogue-items',
    {
      schema: {
        summary: 'List catalogue items',
        description: 'Services first, then products, each by name; `q` matches the name, SKU or category in any case. Archived items only with includeArchived.',
        tags: ['Catalogue'],
        operationId: 'listCatalogueItems',
        querystring: CatalogueItemQuery,
        response: { 200: CatalogueItemPage, ...problems(400) },
      },
    },
    async (req) => itemPage(db, req.tenant, req.query),
  );

  app.get(
    '/api/catalogue-categories',
    {
      schema: {
        summary: 'List the catalogue\'s categories',
        description: 'The distinct categories of the items in use, by name.',
        tags: ['Catalogue'],
        operationId: 'listCatalogueCategories',
        response: { 200: CatalogueCategories },
      },
    },
    async (req) => categoryList(req.tenant),
  );

  app.get(
    '/api/catalogue-items/:itemId',
    {
      schema: {
        summary: 'Get a catalogue item',
        description: 'Archived ones too.',
        tags: ['Catalogue'],
        operationId: 'getCatalogueItem',
        params: CatalogueItemParams,
        response: { 200: CatalogueItem, ...problems(400, 404) },
      },
    },
    async (req, reply) => (await itemById(req.tenant, req.params.itemId)) ?? sendProblem(reply, 404, 'not_found', NO_ITEM),
  );

  app.post(
    '/api/catalogue-items',
    {
      config: forAdmins,
      schema: {
        summary: 'Add a catalogue item',
        description: ADMINS,
        tags: ['Catalogue'],
        operationId: 'createCatalogueItem',
        body: CatalogueItemInput,
        response: { 201: CatalogueItem, ...problems(400, 403) },
      },
    },
    async (req, reply) => {
      const created = await createItem(req.tenant, req.body);
      return created.ok ? reply.code(201).send(created.value) : sendFieldErrors(reply, created.errors);
    },
  );

  app.patch(
    '/api/catalogue-items/:itemId',
    {
      config: forAdmins,
      schema: {
        summary: 'Change a catalogue item',
        description: `The fields sent change; \`archived: false\` brings an archived item back. ${ADMINS}`,
        tags: ['Catalogue'],
        operationId: 'updateCatalogueItem',
        params: CatalogueItemParams,
        body: CatalogueItemPatch,
        response: { 200: CatalogueItem, ...problems(400, 403, 404) },
      },
    },
    async (req, reply) => {
      const changed = await changeItem(req.tenant, req.params.itemId, req.body);
      if (!changed) return sendProblem(reply, 404, 'not_found', NO_ITEM);
      return changed.ok ? changed.value : sendFieldErrors(reply, changed.errors);
    },
  );

  app.delete(
    '/api/catalogue-items/:itemId',
    {
      config: forAdmins,
      schema: {
        summary: 'Archive a catalogue item',
        description: `It leaves the lists and checkout's search; past invoices keep their lines. ${ADMINS}`,
        tags: ['Catalogue'],
        operationId: 'archiveCatalogueItem',
        params: CatalogueItemParams,
        response: { 204: NoContent, ...problems(400, 403, 404) },
      },
    },
    async (req, reply) =>
      (await removeItem(req.tenant, req.params.itemId)) ? reply.code(204).send(null) : sendProblem(reply, 404, 'not_found', NO_ITEM),
  );
};
