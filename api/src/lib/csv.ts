// CSV for every export: every field quoted (RFC 4180), and a leading apostrophe on values a
// spreadsheet would run as a formula (=, +, -, @, tab, carriage return), so an exported file cannot
// carry one. Quoting every field, not only those holding a comma, keeps a spreadsheet that splits on
// semicolons (its locale's separator) from cutting `x;=4+4` into a cell that starts with `=`.
// The lines go out through sendCsv (http/responses.ts).

const FORMULA = /^[=+\-@\t\r]/;

type Field = string | number | boolean | null | undefined;

export function csvField(value: Field): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One line of a CSV file, its fields quoted and defused, ended by CRLF. */
export const csvLine = (fields: Field[]) => `${fields.map(csvField).join(',')}\r\n`;
