/** The longest key the API takes (AssetField.key and FormField.key: ^[a-z][a-z0-9_]{0,39}$). */
const MAX_KEY = 40;

/**
 * A field's key from its label, in lower_snake_case: "Year made" → year_made, "Año" → ano,
 * "2nd owner" → f_2nd_owner. Empty when the label has no letter or digit. The asset types' fields
 * and the forms' questions are keyed alike.
 */
export function fieldKey(label: string): string {
  const snake = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!snake) return '';
  const key = /^[a-z]/.test(snake) ? snake : `f_${snake}`;
  return key.slice(0, MAX_KEY).replace(/_+$/, '');
}

/** A row of a field list editor: a field that exists keeps its key (what was kept under it uses it); a new one is keyed from its label. */
export const keyOfRow = (row: { key?: string; label?: string } | undefined) => (row?.key ? row.key : fieldKey(row?.label ?? ''));

/** A row of a field list editor, of the kinds its fields take. */
export type FieldRowOf<Kind extends string> = { key?: string; label: string; kind: Kind; required: boolean };

/** The rows as the API takes the fields: each keyed, its label trimmed. */
export const toKeyedFields = <Kind extends string>(rows: FieldRowOf<Kind>[]) =>
  rows.map((row) => ({ key: keyOfRow(row), label: row.label.trim(), kind: row.kind, required: Boolean(row.required) }));
