import { browserStorage } from '../settings/browserStorage';

// Embedded mode (spec §2): `embedded=true` in the query hides the side menu and top bar. It is
// remembered for the tab so it stays on while the user navigates inside the iframe.
export const EMBEDDED_KEY = 'frontdesk.embedded';

export function readEmbedded(search: string, storage: Storage | undefined = browserStorage('session')): boolean {
  const flag = new URLSearchParams(search).get('embedded');
  try {
    if (flag === 'true') storage?.setItem(EMBEDDED_KEY, 'true');
    if (flag === 'false') storage?.removeItem(EMBEDDED_KEY);
    return flag === 'true' || (flag !== 'false' && storage?.getItem(EMBEDDED_KEY) === 'true');
  } catch {
    return flag === 'true';
  }
}

/**
 * The message an embedded public page (the booking page in a business's own site) sends its parent
 * whenever its content's height changes, `{ type, height }` in CSS pixels; the embed snippet the
 * settings page gives listens for it and sizes its iframe to fit (no inner scroll bar, no empty space).
 */
export const EMBED_HEIGHT_MESSAGE = 'frontdesk:height';

/** Tells the parent page `element`'s height (to its bottom, with the body's bottom margin) now and at each change; undoes itself when called back. */
export function reportHeight(element: HTMLElement, parent: Window = window.parent): () => void {
  if (parent === window || typeof ResizeObserver === 'undefined') return () => undefined;
  const post = () => {
    const margin = Number.parseFloat(getComputedStyle(document.body).marginBlockEnd) || 0;
    const height = Math.ceil(element.getBoundingClientRect().bottom + window.scrollY + margin);
    parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height }, '*');
  };
  const observer = new ResizeObserver(post);
  observer.observe(element);
  post();
  return () => observer.disconnect();
}
