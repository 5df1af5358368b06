import { keepPreviousData, queryOptions, type DefaultError, type QueryKey, type UndefinedInitialDataOptions } from '@tanstack/react-query';

/**
 * The query options of a read whose key follows what the user chooses (a range of days, the text
 * searched for, a page): while the next choice's answer loads, the last answer stays on screen,
 * marked as a placeholder (`isPlaceholderData`: the page shows it loading instead of blinking to a
 * spinner). Every read that keeps the previous answer is one (`pagedQuery` too): `keepPreviousData`
 * is said here only.
 */
export function keptQuery<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: Omit<UndefinedInitialDataOptions<TQueryFnData, TError, TData, TQueryKey>, 'placeholderData'>,
) {
  return queryOptions<TQueryFnData, TError, TData, TQueryKey>({ ...options, placeholderData: keepPreviousData });
}
