import { CSRF_HEADER, csrfToken } from '@frontdesk/shared';
import { holdPath } from '../api';

/**
 * Lets a held time go as the visitor leaves the page (pagehide): a request the browser finishes
 * after the page is gone (keepalive), with the headers publicCall sends, so the time is free for
 * the next visitor at once instead of after the hold's ten minutes. Its answer is never read.
 */
export function releaseOnLeave(token: string): void {
  const csrf = csrfToken();
  fetch(`${holdPath(token)}/release`, {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...(csrf ? { [CSRF_HEADER]: csrf } : {}) },
  }).catch(() => undefined);
}
