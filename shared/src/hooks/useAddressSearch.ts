import { useEffect, useEffectEvent, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './searchDebounce';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * A list's search box whose search lives in the address (useUrlFilters): what is typed shows at
 * once, and is written (`write`, trimmed) once typing pauses for SEARCH_DEBOUNCE_MS; when the
 * address changes under the box (back, a link, Clear filters), the box shows the address's search
 * and writes nothing back. The box never shows the address itself: an address change is a router
 * transition, and a text field drawn from it would drop the letters typed before it lands.
 */
export function useAddressSearch(inAddress: string, write: (search: string) => void): [text: string, setText: (text: string) => void] {
  const [text, setText] = useState(inAddress);
  const [shown, setShown] = useState(inAddress);
  // the address changed under the box: show its search
  if (inAddress !== shown) {
    setShown(inAddress);
    if (text.trim() !== inAddress) setText(inAddress);
  }
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const writeSearch = useEffectEvent((search: string) => {
    if (search !== inAddress) write(search);
  });
  // only a new pause writes (a search the address brought back settles to the address's own)
  useEffect(() => writeSearch(settled), [settled]);
  return [text, setText];
}
