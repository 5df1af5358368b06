import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list's filters as the address keeps them: each a string, or absent. */
export type UrlFilters<Key extends string> = Partial<Record<Key, string>>;

/** The values a filter may take, for the filters that have a fixed set (a status, a tender). */
export type FilterChoices<Key extends string> = { readonly [K in Key]?: readonly string[] };

/** The filters as read: a filter with choices is one of them, any other a string; each may be absent. */
export type ReadFilters<Key extends string, Choices extends FilterChoices<Key>> = {
  [K in Key]?: K extends keyof Choices ? (Choices[K] extends readonly (infer Value extends string)[] ? Value : string) : string;
};

/**
 * A list page's filters and page number kept in the address, so back, forward, reload and a shared
 * link keep them. `defaults` apply while the address does not name a filter; an empty value clears
 * it (the address then says `key=` where a default would apply, else leaves the key out). A change
 * of filters goes back to the first page. A filter with `choices` reads as absent when the address
 * gives it another value (a mistyped or outdated link lists without it instead of asking the
 * server for a value it refuses).
 */
export function useUrlFilters<Key extends string, Choices extends FilterChoices<Key> = Record<never, never>>(
  keys: readonly Key[],
  defaults: UrlFilters<Key> = {},
  choices?: Choices,
) {
  const [params, setParams] = useSearchParams();
  // defaults may change once (a range ending on the business's today, known when its zone is read)
  const defaultsKey = JSON.stringify(defaults);
  const filters = useMemo(() => {
    const read: UrlFilters<Key> = {};
    for (const key of keys) {
      const value = params.has(key) ? params.get(key) : defaults[key];
      const allowed = (choices as FilterChoices<Key> | undefined)?.[key];
      if (value && (!allowed || allowed.includes(value))) read[key] = value;
    }
    return read as ReadFilters<Key, Choices>;
    // keys are the page's constants; defaults are read through their key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, defaultsKey]);
  // a page the address names that is not a whole number from 2 up reads as the first
  const named = Number(params.get('page'));
  const page = Number.isSafeInteger(named) && named > 1 ? named : 1;

  // Each change starts from the address as the last change left it: the router hands its new
  // address to the next render, so two changes before it (a click, then typing at once) would
  // otherwise each start from the same old address, and the second would undo the first.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  // A run of changes to one filter (typing a search, a letter at a time) is one step of the
  // browser's history, not one per letter: a change to the same single filter as the change before,
  // while the address is still the one that change wrote, replaces its entry. Back then leaves the
  // search as a whole; any other change, or any navigation between, adds an entry.
  const last = useRef<{ edited: string; written: string } | null>(null);
  const change = useCallback(
    (edited: string, edit: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(latest.current);
      edit(next);
      const replace = last.current?.edited === edited && last.current.written === latest.current.toString();
      last.current = { edited, written: next.toString() };
      latest.current = next;
      setParams(next, { replace });
    },
    [setParams],
  );

  const setFilters = useCallback(
    (next: UrlFilters<Key>) =>
      change(`filters:${keys.filter((key) => key in next).join(',')}`, (current) => {
        for (const key of keys) {
          if (!(key in next)) continue;
          const value = next[key] ?? '';
          // an empty value is written where it overrides a default, and is left out elsewhere
          if (value || defaults[key]) current.set(key, value);
          else current.delete(key);
        }
        current.delete('page');
      }),
    // keys are the page's constants; defaults are read through their key
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [change, defaultsKey],
  );
  const setPage = useCallback(
    (next: number) =>
      // moving to another page is a step of its own (only the same page again replaces, changing nothing)
      change(`page:${next}`, (current) => {
        if (next > 1) current.set('page', String(next));
        else current.delete('page');
      }),
    [change],
  );
  return { filters, page, setFilters, setPage };
}
