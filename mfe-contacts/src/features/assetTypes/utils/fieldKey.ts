import type { AssetField } from '@frontdesk/shared';

/** The longest key the API takes (AssetField.key: ^[a-z][a-z0-9_]{0,39}$). */
const MAX_KEY = 40;

/**
 * A field's key from its label, in lower_snake_case: "Year made" → year_made, "Año" → ano,
 * "2nd owner" → f_2nd_owner. Empty when the label has no letter or digit.
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

/** A row of the field list editor: an existing field keeps its key (its assets' data uses it). */
export type FieldRow = { key?: string; label: string; kind: AssetField['kind']; required: boolean };

export const keyOfRow = (row: FieldRow | undefined) => (row?.key ? row.key : fieldKey(row?.label ?? ''));

/** The fields as the API takes them. */
export const toFields = (rows: FieldRow[]): AssetField[] =>
  rows.map((row) => ({ key: keyOfRow(row), label: row.label.trim(), kind: row.kind, required: Boolean(row.required) }));
