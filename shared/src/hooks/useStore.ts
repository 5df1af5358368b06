import { useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

type Store<T> = { get(): T; changes(): Observable<T> };

/** Reads a shared store (settings, session, runtime config) and re-renders on change. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const sub = store.changes().subscribe(onChange);
      return () => sub.unsubscribe();
    },
    store.get,
    store.get,
  );
}
