/**
 * Spec §5 and §9: a search waits until typing has paused this long — the contact search, a list's
 * search box (useAddressSearch), and any other search through useDebouncedValue.
 */
export const SEARCH_DEBOUNCE_MS = 200;
