/**
 * Watches the page's full navigations (`window.location.assign` or `.replace`), which jsdom does
 * not make: the spy stands in for the browser's, on the location object's own implementation, since
 * jsdom's `window.location` methods can be neither replaced nor spied on. Restore it after the test
 * (`jest.restoreAllMocks()`).
 */
export function spyOnPageLoads(method: 'assign' | 'replace' = 'assign'): jest.SpyInstance<void, [string]> {
  const location = window.location as unknown as Record<symbol, Record<'assign' | 'replace', (url: string) => void> | undefined>;
  const impl = Object.getOwnPropertySymbols(location)
    .map((symbol) => location[symbol])
    .find((value) => typeof value?.[method] === 'function');
  if (!impl) throw new Error("jsdom's location implementation was not found");
  return jest.spyOn(impl, method).mockImplementation(() => undefined);
}
