import { useQuery, useUrlFilters } from '@frontdesk/shared';
import { mailsQuery } from '../api';
import type { MailFilter } from '../utils/labels';

const KEYS = ['q'] as const;

/** A page of a label's mails the search selects; the search and the page live in the address. */
export function useMailList(filter: MailFilter) {
  const { filters, page, setFilters, setPage } = useUrlFilters(KEYS);
  const q = filters.q?.trim() ?? '';
  const mails = useQuery(mailsQuery(filter, q, page));
  return { q, mails, setSearch: (search: string) => setFilters({ q: search }), setPage };
}
