import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list's filters as the address keeps them: each a string, or absent. */
export type UrlFilters<Key extends string> = Partial<Record<Key, string>>;

/**
 * A list page's filters and page number kept in the address, so back, forward, reload and a shared
 * link keep them. `defaults` apply while the address does not name a filter; an empty value clears
 * it (the address then says `key=` where a default would apply, else leaves the key out). A change
 * of filters goes back to the first page.
 */
export function useUrlFilters<Key extends string>(keys: readonly Key[], defaults: UrlFilters<Key> = {}) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const read: UrlFilters<Key> = {};
    for (const key of keys) {
      const value = params.has(key) ? params.get(key) : defaults[key];
      if (value) read[key] = value;
    }
    return read;
    // keys and defaults are the page's constants
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);
  const page = Math.max(1, Number(params.get('page')) || 1);

  const setFilters = useCallback(
    (next: UrlFilters<Key>) =>
      setParams((current) => {
        for (const key of keys) {
          if (!(key in next)) continue;
          const value = next[key] ?? '';
          // an empty value is written where it overrides a default, and is left out elsewhere
          if (value || defaults[key]) current.set(key, value);
          else current.delete(key);
        }
        current.delete('page');
        return current;
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams],
  );
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        if (next > 1) current.set('page', String(next));
        else current.delete('page');
        return current;
      }),
    [setParams],
  );
  return { filters, page, setFilters, setPage };
}
