import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = {
  /** the latest answer, also while the next one loads (a page change keeps the table on screen) */
  data: T | undefined;
  /** the key `data` answers (a previous one while the current one loads) */
  dataKey: string | undefined;
  /** the answer for the current key has not arrived yet */
  loading: boolean;
  /** the request for the current key failed */
  failed: boolean;
  /** asks again for the current key */
  reload: () => void;
};

type Answer<T> = { key: string; attempt: number; failed: boolean; data: T | undefined; dataKey: string | undefined };

/**
 * Loads what `key` names (a new key, or reload(), asks again and aborts the request before). The
 * key is a string describing the request (path and query), so callers need not memoize `load`.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T>>();
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setAnswer({ key, attempt, failed: false, data, dataKey: key });
      },
      () => {
        if (controller.signal.aborted) return;
        setAnswer((before) => ({ key, attempt, failed: true, data: before?.data, dataKey: before?.dataKey }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = answer !== undefined && answer.key === key && answer.attempt === attempt;
  return {
    data: answer?.data,
    dataKey: answer?.dataKey,
    loading: !current,
    failed: current && answer.failed,
    reload,
  };
}
