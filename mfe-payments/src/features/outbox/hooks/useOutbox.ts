import { SEARCH_DEBOUNCE_MS, useDebouncedValue, useQuery } from '@frontdesk/shared';
import { useState } from 'react';
import { outboxQuery } from '../api';

/** A page of the outbox the search selects; a new search goes back to the first page. */
export function useOutbox() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const mail = useQuery(outboxQuery(q, page));
  return {
    search,
    mail,
    searching: q !== '',
    setPage,
    setSearch: (text: string) => {
      setSearch(text);
      setPage(1);
    },
  };
}
