// CSV for the export: RFC 4180 quoting, and a leading apostrophe on values a spreadsheet would run
// as a formula (=, +, -, @, tab, carriage return), so an exported file cannot carry one.

const FORMULA = /^[=+\-@\t\r]/;

export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: (string | number | boolean | null | undefined)[]) => `${fields.map(csvField).join(',')}\r\n`;
