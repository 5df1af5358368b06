import { Type } from '@sinclair/typebox';

// Fields a business defines and names by a key: an asset type's (its assets' data) and a form's
// (its answers). One rule for the key, one for keys in a list.

/** the key of a field: lower-case letters, digits and _, starting with a letter */
export const FieldKey = Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$' });

/** The keys more than one field of the list has (each once): a list's keys must be unique. */
export function duplicateFieldKeys(fields: readonly { key: string }[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const f of fields) (seen.has(f.key) ? dupes : seen).add(f.key);
  return [...dupes];
}
