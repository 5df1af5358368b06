import { Subject, filter, type Observable } from 'rxjs';
import type { BusEvent, BusEventOf, BusEventType } from './events';

const events$ = new Subject<BusEvent>();

/** The platform's event bus: one instance, because `@frontdesk/shared` is a federation singleton. */
export const bus = {
  emit(event: BusEvent): void {
    events$.next(event);
  },
  on<T extends BusEventType>(type: T): Observable<BusEventOf<T>> {
    return events$.pipe(filter((e): e is BusEventOf<T> => e.type === type));
  },
  all(): Observable<BusEvent> {
    return events$.asObservable();
  },
};
