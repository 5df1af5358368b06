import { useEffect, useMemo, useState } from 'react';
import { Observable, Subject, debounceTime, distinctUntilChanged, map, of, switchMap } from 'rxjs';
import { searchContacts } from '../api';
import type { ContactHit } from '../api';

export const SEARCH_DEBOUNCE_MS = 200;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; q: string }
  | { status: 'done'; q: string; hits: ContactHit[] }
  | { status: 'failed'; q: string };

function search(q: string): Observable<SearchState> {
  return new Observable<SearchState>((subscriber) => {
    const controller = new AbortController();
    subscriber.next({ status: 'loading', q });
    searchContacts(q, controller.signal).then(
      (hits) => {
        subscriber.next({ status: 'done', q, hits });
        subscriber.complete();
      },
      () => {
        if (controller.signal.aborted) return;
        subscriber.next({ status: 'failed', q });
        subscriber.complete();
      },
    );
    // a newer query cancels this request
    return () => controller.abort();
  });
}

/** Contact search (spec §5): fires only for non-empty text, debounced 200 ms, newest wins. */
export function useContactSearch(text: string): SearchState {
  const input$ = useMemo(() => new Subject<string>(), []);
  const [state, setState] = useState<SearchState>({ status: 'idle' });

  useEffect(() => {
    const sub = input$
      .pipe(
        map((t) => t.trim()),
        debounceTime(SEARCH_DEBOUNCE_MS),
        distinctUntilChanged(),
        switchMap((q) => (q ? search(q) : of<SearchState>({ status: 'idle' }))),
      )
      .subscribe(setState);
    return () => sub.unsubscribe();
  }, [input$]);

  useEffect(() => {
    input$.next(text);
  }, [input$, text]);

  return text.trim() ? state : { status: 'idle' };
}
