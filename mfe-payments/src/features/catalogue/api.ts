import {
  api,
  pagedQuery,
  queryOptions,
  searchParamsOf,
  type CatalogueCategories,
  type CatalogueItem,
  type CatalogueItemInput,
  type CatalogueItemPage,
  type CatalogueItemPatch,
  type CatalogueItemQuery,
  type TaxRate,
  type TaxRateInput,
  type TaxRateList,
  type TaxRatePatch,
} from '@frontdesk/shared';

// The catalogue's one client: its items (list, one, add, change, archive), their categories and the
// business's tax rates. Query keys start with 'catalogue' or 'tax-rates': a change invalidates them.

export type CatalogueFilter = Required<Pick<CatalogueItemQuery, 'page'>> & Pick<CatalogueItemQuery, 'q' | 'kind' | 'category'>;

/** GET /api/catalogue-items: a page of the items in use, with the currency of their prices. */
export const catalogueItemsQuery = ({ page, ...filters }: CatalogueFilter) =>
  // only the filters set: an empty search is no search
  pagedQuery(['catalogue', 'items', filters], page, (paging, signal) =>
    api.get('api/catalogue-items', { searchParams: searchParamsOf({ ...filters, ...paging }), signal }).json<CatalogueItemPage>(),
  );

/** GET /api/catalogue-items/{id} (archived ones too). */
export const catalogueItemQuery = (id: string) =>
  queryOptions({
    queryKey: ['catalogue', 'item', id],
    queryFn: ({ signal }) => api.get(`api/catalogue-items/${encodeURIComponent(id)}`, { signal }).json<CatalogueItem>(),
  });

/** GET /api/catalogue-categories: the categories in use, for the form's suggestions and the list's filter. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'categories'],
    queryFn: ({ signal }) => api.get('api/catalogue-categories', { signal }).json<CatalogueCategories>(),
  });

/** GET /api/tax-rates: the rates offered, the default first, and the business's currency. */
export const taxRatesQuery = () =>
  queryOptions({
    queryKey: ['tax-rates'],
    queryFn: ({ signal }) => api.get('api/tax-rates', { signal }).json<TaxRateList>(),
  });

export const createItem = (input: CatalogueItemInput) => api.post('api/catalogue-items', { json: input }).json<CatalogueItem>();

export const updateItem = (id: string, patch: CatalogueItemPatch) =>
  api.patch(`api/catalogue-items/${encodeURIComponent(id)}`, { json: patch }).json<CatalogueItem>();

/** DELETE /api/catalogue-items/{id}: archives it (past invoices keep their lines). */
export async function archiveItem(id: string): Promise<void> {
  await api.delete(`api/catalogue-items/${encodeURIComponent(id)}`);
}

export const createTaxRate = (input: TaxRateInput) => api.post('api/tax-rates', { json: input }).json<TaxRate>();

export const updateTaxRate = (id: string, patch: TaxRatePatch) => api.patch(`api/tax-rates/${encodeURIComponent(id)}`, { json: patch }).json<TaxRate>();
