/**
 * A window.matchMedia whose answers the test sets (a narrow screen, reduced motion), telling
 * listeners when one changes. `restore()` puts the previous one back.
 */
export function fakeMedia(initial: Record<string, boolean> = {}) {
  const matches = { ...initial };
  const listeners = new Map<string, Set<() => void>>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches[query] ?? false;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => {
        if (!listeners.has(query)) listeners.set(query, new Set());
        listeners.get(query)!.add(listener);
      },
      removeEventListener: (_: string, listener: () => void) => listeners.get(query)?.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    set(query: string, value: boolean) {
      matches[query] = value;
      listeners.get(query)?.forEach((listener) => listener());
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}
