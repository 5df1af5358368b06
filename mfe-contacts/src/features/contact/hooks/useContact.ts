import { isHTTPError, type Contact } from '@frontdesk/shared';
import { useCallback, useEffect, useState } from 'react';
import { fetchContact } from '../api';

export type ContactState =
  | { status: 'loading' }
  | { status: 'loaded'; contact: Contact }
  | { status: 'notFound' }
  | { status: 'failed' };

const loading: ContactState = { status: 'loading' };

function stateOfError(error: unknown): ContactState {
  // 404: unknown, or another business's. 400: the API rejects an id that is not a uuid, so an
  // address like /app/contacts/abc names a contact that cannot exist; retrying would not help.
  if (isHTTPError(error) && (error.response.status === 404 || error.response.status === 400)) {
    return { status: 'notFound' };
  }
  return { status: 'failed' };
}

/** One contact by id: loading, loaded, not found or failed; retry() asks again; replace() shows a saved one. */
export function useContact(id: string): { state: ContactState; retry: () => void; replace: (contact: Contact) => void } {
  const [attempt, setAttempt] = useState(0);
  // the answer remembers what it answers, so a new id or a retry shows loading, never a stale contact
  const [answer, setAnswer] = useState<{ id: string; attempt: number; state: ContactState }>();

  useEffect(() => {
    const controller = new AbortController();
    fetchContact(id, controller.signal).then(
      (contact) => setAnswer({ id, attempt, state: { status: 'loaded', contact } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ id, attempt, state: stateOfError(error) });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (contact: Contact) => setAnswer((last) => (last ? { ...last, state: { status: 'loaded', contact } } : last)),
    [],
  );
  const current = answer && answer.id === id && answer.attempt === attempt;
  return { state: current ? answer.state : loading, retry, replace };
}
