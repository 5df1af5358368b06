import { useQuery } from '@frontdesk/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { contactListQuery } from '../api';
import { filterParams, readListQuery, writeListQuery, type ListQuery } from '../utils/listQuery';

/**
 * The contact list's state lives in the address (back, forward and reload keep it); the page of
 * contacts it names is asked of the server. change() moves to the first page unless it names one.
 */
export function useContactList() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);
  const contacts = useQuery(contactListQuery(filterParams(query), { page: query.page, pageSize: query.pageSize }));

  const change = useCallback(
    (next: Partial<ListQuery>) => setParams((current) => writeListQuery({ ...readListQuery(current), page: 1, ...next })),
    [setParams],
  );
  return { query, contacts, change };
}
