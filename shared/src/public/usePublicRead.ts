import { useCallback, useEffect, useState } from 'react';

export type PublicRead<T> = {
  data: T | undefined;
  /** the last read failed (no answer, or a refusal): `errorText(error)` says what it is */
  error: unknown;
  loading: boolean;
  /** reads again (a "Try again" button after a failure) */
  retry: () => void;
};

/**
 * A public page's one read (the link to pay, the slots to book), on its own site, where TanStack
 * Query's 10 KB gzip do not fit the budget (decision 0023): the data, the failure, the loading
 * flag and a retry. Read again when `key` changes; an answer to an older key is dropped. A retry
 * keeps the last answer while it reads again (the pay page reading a changed balance keeps its
 * form and what the customer typed in it).
 */
export function usePublicRead<T>(key: string, read: () => Promise<T>): PublicRead<T> {
  const [state, setState] = useState<{ key: string; round: number; data?: T; error?: unknown; done: boolean }>({ key, round: 0, done: false });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setState((last) => ({ key, round, done: false, data: last.key === key ? last.data : undefined }));
    read().then(
      (data) => current && setState({ key, round, data, done: true }),
      (error: unknown) => current && setState({ key, round, error, done: true }),
    );
    return () => {
      current = false;
    };
    // `read` is the page's call for `key`: a new function each render, the same read
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const settled = state.done && state.key === key && state.round === round;
  return {
    data: state.key === key ? state.data : undefined,
    error: settled ? (state.error ?? null) : null,
    loading: !settled,
    retry: useCallback(() => setRound((r) => r + 1), []),
  };
}
