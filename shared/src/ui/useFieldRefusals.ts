import type { ApiMutation } from '../data/useApiMutation';
import { useEffect } from 'react';

type Settable<Name> = { setFields: (fields: { name: Name; errors: string[] }[]) => void };

/**
 * A form's side of a refused change: the mutation's field refusals (already translated) go under
 * the form's fields (`nameOf` maps the API's field, e.g. `data.plate`, to the form's name, or null
 * when the form has no such field). Returns what the alert above the buttons says: the refusals of
 * fields the form does not show, each named ("Year: This field cannot be set") when `labelOf` knows
 * the field, or the failure's text when it is not about fields; null otherwise.
 */
export function useFieldRefusals<Name>(
  form: Settable<Name>,
  mutation: Pick<ApiMutation<unknown, never>, 'error' | 'fieldErrors' | 'errorText'>,
  nameOf: (field: string) => Name | null,
  labelOf?: (field: string) => string | undefined,
): string | null {
  const { error, fieldErrors } = mutation;
  const entries = Object.entries(fieldErrors ?? {});
  // refusals of several API fields one form field shows (a card's month and year under its expiry)
  // are all said there, each text once
  const byName = new Map<string, { name: Name; errors: string[] }>();
  for (const [field, text] of entries) {
    const name = nameOf(field);
    if (name === null) continue;
    const key = JSON.stringify(name);
    const slot = byName.get(key) ?? { name, errors: [] };
    if (!slot.errors.includes(text)) slot.errors.push(text);
    byName.set(key, slot);
  }
  const placed = [...byName.values()];
  // once per failure (not per render), so a field the user then corrects loses its error
  useEffect(() => {
    if (placed.length) form.setFields(placed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  if (!fieldErrors) return mutation.errorText;
  const other = entries
    .filter(([field]) => nameOf(field) === null)
    .map(([field, text]) => {
      const label = labelOf?.(field);
      return label ? `${label}: ${text}` : text;
    });
  return other.length ? other.join(' ') : null;
}
