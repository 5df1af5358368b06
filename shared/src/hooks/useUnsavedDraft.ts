import { useCallback, useEffect, useState } from 'react';

/** Where a draft waits: this browser tab's session storage, by the text it is a draft of. */
const storageKey = (key: string) => `frontdesk.draft.${key}`;

function readDraft(key: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(key));
  } catch {
    return null;
  }
}

function keepDraft(key: string, draft: string | null) {
  try {
    if (draft === null) sessionStorage.removeItem(storageKey(key));
    else sessionStorage.setItem(storageKey(key), draft);
  } catch {
    // a browser that keeps nothing (private mode, full storage): the draft lives as long as the page
  }
}

/**
 * A text being edited and not yet saved (issue 34 §8: notes were dropped without a word). While it
 * differs from `saved` it is kept in this tab's session storage, so leaving (another tab of the
 * page, a link, a reload) loses nothing and coming back finds it (`restored`); closing or reloading
 * the browser tab asks first. Saved (the saved text catches up) or discarded, it is forgotten.
 */
export function useUnsavedDraft(key: string, saved: string) {
  const [initial] = useState(() => readDraft(key));
  const [draft, setDraft] = useState(initial ?? saved);
  const [restored, setRestored] = useState(initial !== null && initial !== saved);
  const dirty = draft !== saved;

  useEffect(() => {
    keepDraft(key, dirty ? draft : null);
    if (!dirty) setRestored(false);
  }, [key, draft, dirty]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const discard = useCallback(() => setDraft(saved), [saved]);
  return { draft, setDraft, dirty, restored, discard };
}
