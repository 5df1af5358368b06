// Stands in for a remote whose source does not exist yet (single-bundle benchmark build only).
export const missing = true;
