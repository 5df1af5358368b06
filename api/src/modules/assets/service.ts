import type { AssetField } from './schemas';

// An asset's data, checked against its type's fields (issue #4).

export type CheckedData = { ok: true; data: Record<string, string | number> } | { ok: false; errors: Record<string, string> };

const NEXT_YEAR = () => new Date().getUTCFullYear() + 1;

export function checkAssetData(fields: AssetField[], input: Record<string, string | number>, partial = false): CheckedData {
  const errors: Record<string, string> = {};
  const data: Record<string, string | number> = {};
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(input)) if (!known.has(key)) errors[key] = 'Not a field of this asset type';
  for (const field of fields) {
    const raw = input[field.key];
    const empty = raw === undefined || (typeof raw === 'string' && raw.trim() === '');
    if (empty) {
      if (field.required && !partial) errors[field.key] = `${field.label} is required`;
      continue;
    }
    if (field.kind === 'text') {
      data[field.key] = String(raw).trim();
      continue;
    }
    const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
    if (!Number.isFinite(n)) errors[field.key] = `${field.label} must be a number`;
    else if (field.kind === 'year' && (!Number.isInteger(n) || n < 1900 || n > NEXT_YEAR())) errors[field.key] = `${field.label} must be a year between 1900 and ${NEXT_YEAR()}`;
    else if (field.kind === 'number' && n < 0) errors[field.key] = `${field.label} cannot be negative`;
    else data[field.key] = n;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data };
}

/** The name an asset gets when none is given: its first text and year values ("2019 Toyota Corolla"). */
export function defaultAssetName(fields: AssetField[], data: Record<string, string | number>, typeName: string): string {
  const parts = fields
    .filter((f) => f.kind !== 'number')
    .map((f) => data[f.key])
    .filter((v) => v !== undefined && v !== '')
    .slice(0, 3);
  return (parts.join(' ') || typeName).slice(0, 200);
}

/** Field keys must be unique within a type. */
export function duplicateFieldKeys(fields: AssetField[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const f of fields) (seen.has(f.key) ? dupes : seen).add(f.key);
  return [...dupes];
}
