import { BehaviorSubject, type Observable } from 'rxjs';

const pending$ = new BehaviorSubject(0);

/** Counts pages and remotes that are loading (RemoteArea); the top loading bar shows while any is. */
export const loadingStore = {
  get: (): number => pending$.value,
  changes: (): Observable<number> => pending$.asObservable(),
  /** Marks one load as started; call the returned function once it ends. */
  start(): () => void {
    pending$.next(pending$.value + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      pending$.next(Math.max(0, pending$.value - 1));
    };
  },
};
