import type { ImportRequest } from '@frontdesk/shared';
import type { ColumnTarget, ImportField } from './fields';
import type { ParsedCsv } from './parseCsv';

/**
 * The rows to send: each CSV row as { field: text } for the mapped columns, skipped columns left
 * out, values trimmed, an empty cell left out (it gives nothing, so an update never blanks a field).
 * Every row is sent, in order, so the API's row numbers are the CSV's data rows (1 = first).
 */
export function mapRows(csv: ParsedCsv, mapping: ColumnTarget[]): ImportRequest['rows'] {
  return csv.rows.map((cells) => {
    const row: Record<string, string> = {};
    mapping.forEach((target, column) => {
      if (target === 'skip') return;
      const value = (cells[column] ?? '').trim();
      if (value) row[target] = value;
    });
    return row;
  });
}

/** Fields more than one column is mapped to (each field takes one column). */
export function doubledFields(mapping: ColumnTarget[]): Set<ImportField> {
  const seen = new Set<ImportField>();
  const doubled = new Set<ImportField>();
  for (const target of mapping) {
    if (target === 'skip') continue;
    if (seen.has(target)) doubled.add(target);
    seen.add(target);
  }
  return doubled;
}

/** The API needs a first or a last name per contact: one of them must come from some column. */
export function mapsAName(mapping: ColumnTarget[]): boolean {
  return mapping.includes('firstName') || mapping.includes('lastName');
}
