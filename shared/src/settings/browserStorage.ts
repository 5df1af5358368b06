/**
 * The browser's local or session storage, or undefined where there is none: a test's environment, or
 * a browser that refuses it to this document (merely reading `localStorage` throws a SecurityError in
 * a frame of another site when third-party storage is blocked: the embedded booking page).
 */
export function browserStorage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
