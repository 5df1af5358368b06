import ky, { type KyInstance } from 'ky';
import { sessionStore } from '../session/sessionStore';
import { CSRF_HEADER, csrfToken } from './csrf';

/**
 * The one HTTP client of the platform (spec §7): credentials included, the ajax marker, the
 * CSRF header from the stored token or cookie; a 401 clears the session and logs out (spec §8).
 */
export function createApiClient(baseUrl = '/'): KyInstance {
  return ky.create({
    // paths are relative to the API's origin root ('api/login'), never to the current page
    baseUrl,
    credentials: 'include',
    retry: 0,
    timeout: 30_000,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          // a header the caller set wins (login sends the token it just received)
          if (request.headers.has(CSRF_HEADER)) return;
          const token = csrfToken();
          if (token) request.headers.set(CSRF_HEADER, token);
        },
      ],
      afterResponse: [
        ({ response }) => {
          if (response.status === 401) sessionStore.signOut();
        },
      ],
    },
  });
}

export const api = createApiClient();
