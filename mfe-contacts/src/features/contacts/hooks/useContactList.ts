import { useSearchParams } from 'react-router-dom';
import { useCallback, useMemo } from 'react';
import { useRequest } from '../../contact/hooks/useRequest';
import { fetchContacts } from '../api';
import { apiListParams, readListQuery, writeListQuery, type ListQuery } from '../utils/listQuery';

/**
 * The contact list's state lives in the address (back, forward and reload keep it); the page of
 * contacts it names is asked of the server. change() moves to the first page unless it names one.
 */
export function useContactList() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);
  const key = apiListParams(query).toString();
  const { state, retry } = useRequest(key, (signal) => fetchContacts(new URLSearchParams(key), signal));

  const change = useCallback(
    (next: Partial<ListQuery>) =>
      setParams((current) => writeListQuery({ ...readListQuery(current), page: 1, ...next })),
    [setParams],
  );
  return { query, state, retry, change };
}
