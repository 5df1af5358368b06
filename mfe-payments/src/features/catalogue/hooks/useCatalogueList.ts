import { SEARCH_DEBOUNCE_MS, keepPreviousData, useApiMutation, useDebouncedValue, useQuery, type CatalogueItem, type CatalogueKind } from '@frontdesk/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { archiveItem, catalogueItemsQuery } from '../api';

export type KindFilter = 'all' | CatalogueKind;

/**
 * The catalogue list's filters (a search asked once typing pauses, a kind, a category), its page,
 * and archiving an item. A new filter starts at the first page; while another page loads, the rows
 * on screen stay.
 */
export function useCatalogueList() {
  const { t } = useTranslation('payments');
  const [search, setSearch] = useState('');
  const [kind, setKindFilter] = useState<KindFilter>('all');
  const [category, setCategoryFilter] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => setPage(1), [q]);

  const list = useQuery({
    ...catalogueItemsQuery({ page, q: q || undefined, kind: kind === 'all' ? undefined : kind, category }),
    placeholderData: keepPreviousData,
  });
  const archive = useApiMutation({
    mutationFn: (item: CatalogueItem) => archiveItem(item.id),
    invalidates: [['catalogue']],
    successMessage: (_, item) => t('catalogue.archived', { name: item.name }),
  });

  // the last item of a later page was archived: show the page before it
  const data = list.data;
  useEffect(() => {
    if (!list.isFetching && data && data.items.length === 0 && page > 1) setPage((p) => p - 1);
  }, [list.isFetching, data, page]);

  return {
    list,
    search,
    setSearch,
    kind,
    setKind: (next: KindFilter) => {
      setKindFilter(next);
      setPage(1);
    },
    category,
    setCategory: (next: string | undefined) => {
      setCategoryFilter(next);
      setPage(1);
    },
    page,
    setPage,
    /** a filter is on: an empty answer means nothing matches, not an empty catalogue */
    filtered: Boolean(q || kind !== 'all' || category),
    clearFilters: () => {
      setSearch('');
      setKindFilter('all');
      setCategoryFilter(undefined);
      setPage(1);
    },
    archive,
  };
}
