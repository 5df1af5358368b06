import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendResult } from '../../http/result';
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

const ADMINS = 'Admins only (403 admin_only).';

/** The catalogue and its tax rates; behind requireSession, scoped to the business. Staff read, admins change. */
export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const forAdmins = { role: 'admin' } as const;

  app.get(
    '/api/tax-rates',
    {
      schema: {
        summary: 'List the tax rates',
        description: "The rates offered (archived ones left out), the default first, with the business's currency.",
        tags: ['Catalogue'],
        operationId: 'listTaxRates',
        response: { 200: TaxRateList },
      },
    },
    async (req) => taxRateList(req.tenant),
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
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => createTaxRate(tenant, req.body)), 201),
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
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => changeTaxRate(tenant, req.params.taxRateId, req.body))),
  );

  app.get(
    '/api/catalogue-items',
    {
      schema: {
        summary: 'List catalogue items',
        description:
          'Services first, then products, each by name; `q` matches the name, SKU or category in any case. Archived items only with includeArchived.',
        tags: ['Catalogue'],
        operationId: 'listCatalogueItems',
        querystring: CatalogueItemQuery,
        response: { 200: CatalogueItemPage, ...problems(400) },
      },
    },
    async (req) => itemPage(req.tenant, req.query),
  );

  app.get(
    '/api/catalogue-categories',
    {
      schema: {
        summary: "List the catalogue's categories",
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
    async (req, reply) => sendResult(reply, await itemById(req.tenant, req.params.itemId)),
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
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => createItem(tenant, req.body)), 201),
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
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => changeItem(tenant, req.params.itemId, req.body))),
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
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => removeItem(tenant, req.params.itemId)), 204),
  );
};
