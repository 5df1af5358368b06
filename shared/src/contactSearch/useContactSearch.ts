import { useQuery } from '../data';
import { SEARCH_DEBOUNCE_MS } from '../hooks/searchDebounce';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { contactSearchQuery } from './api';

/**
 * Contact search (spec §5): fires only for non-empty text, debounced 200 ms, newest wins. `q` is
 * the text searched for ('' while there is none yet); the last hits stay while the next load.
 */
export function useContactSearch(text: string) {
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery(contactSearchQuery(q));
  return { q, query };
}
