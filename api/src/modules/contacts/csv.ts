// CSV for the export: every field quoted (RFC 4180), and a leading apostrophe on values a
// spreadsheet would run as a formula (=, +, -, @, tab, carriage return), so an exported file cannot
// carry one. Quoting every field, not only those holding a comma, keeps a spreadsheet that splits on
// semicolons (its locale's separator) from cutting `x;=4+4` into a cell that starts with `=`.

const FORMULA = /^[=+\-@\t\r]/;

export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvLine = (fields: (string | number | boolean | null | undefined)[]) => `${fields.map(csvField).join(',')}\r\n`;
