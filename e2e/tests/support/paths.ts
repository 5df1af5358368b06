import path from 'node:path';

/** The signed-in session the setup project saves (e2e/.auth is git-ignored). */
export const AUTH_FILE = path.join(import.meta.dirname, '..', '..', '.auth', 'demo-user.json');

/** The repository root (e2e/tests/support → ../../..). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
