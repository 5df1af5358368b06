import { useApiMutation, useQuery, useUrlFilters, type CatalogueItem, type CatalogueKind } from '@frontdesk/shared';
import { useTranslation } from 'react-i18next';
import { archiveItem, catalogueItemsQuery } from '../api';
import { CATALOGUE_KINDS } from '../utils/kinds';

export type KindFilter = 'all' | CatalogueKind;

const FILTER_KEYS = ['q', 'kind', 'category'] as const;

/**
 * The catalogue list's filters (a search asked once typing pauses, a kind, a category) and its page,
 * kept in the address (back, reload and a shared link keep them), and archiving an item. A new
 * filter starts at the first page; while another page loads, the rows on screen stay.
 */
export function useCatalogueList() {
  const { t } = useTranslation('payments');
  const { filters, page, setFilters, setPage } = useUrlFilters(FILTER_KEYS, {}, { kind: CATALOGUE_KINDS });
  // the search box writes the address once typing pauses (CatalogueFilters: useAddressSearch)
  const q = filters.q?.trim() ?? '';
  const kind: KindFilter = filters.kind ?? 'all';
  const category = filters.category;

  const list = useQuery(catalogueItemsQuery({ page, q: q || undefined, kind: filters.kind, category }));
  const archive = useApiMutation({
    mutationFn: (item: CatalogueItem) => archiveItem(item.id),
    invalidates: [['catalogue']],
    successMessage: (_, item) => t('catalogue.archived', { name: item.name }),
  });

  return {
    list,
    /** the search in the address */
    search: q,
    setSearch: (next: string) => setFilters({ q: next }),
    kind,
    setKind: (next: KindFilter) => setFilters({ kind: next === 'all' ? '' : next }),
    category,
    setCategory: (next: string | undefined) => setFilters({ category: next ?? '' }),
    page,
    setPage,
    /** a filter is on: an empty answer means nothing matches, not an empty catalogue */
    filtered: Boolean(q || filters.kind || category),
    clearFilters: () => setFilters({ q: '', kind: '', category: '' }),
    archive,
  };
}
