import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One request's state. While a new answer is on its way, `data` is the last answer (a list keeps
 * showing its rows under a spinner instead of blinking empty).
 */
export type RequestState<T> =
  | { status: 'loading'; data?: T }
  | { status: 'loaded'; data: T }
  | { status: 'failed'; error: unknown; data?: T };

type Answer<T> = { key: string; attempt: number; state: RequestState<T> };

/**
 * Loads what `key` names (a new key asks again; null asks nothing), aborting an answer no longer
 * wanted. retry() asks again; update() changes the loaded data in place (after a save).
 */
export function useRequest<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T>>();
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    loader.current(controller.signal).then(
      (data) => setAnswer({ key, attempt, state: { status: 'loaded', data } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ key, attempt, state: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setAnswer((last) =>
        last && last.state.status === 'loaded' ? { ...last, state: { status: 'loaded', data: change(last.state.data) } } : last,
      ),
    [],
  );

  const current = answer !== undefined && answer.key === key && answer.attempt === attempt;
  const previous = answer?.state.data;
  const state: RequestState<T> = current ? answer.state : { status: 'loading', data: previous };
  return { state, retry, update };
}
