import { unisolate } from '../i18n/bidi';

/**
 * A number as typed ("12", "-5", "12.5", "12,5") → its value; null when nothing is typed; NaN
 * when the text is not a number ("abc", "1,234", "12.5.1"), so a rule can say what is wanted
 * instead of the field dropping the letters. '.' or ',' is the decimal separator (the reader's
 * language may use either); no grouping, no exponent.
 */
export function parseNumber(text: string): number | null {
  const cleaned = unisolate(text)
    .replace(/[\s\u00a0]/g, '')
    .replace(/^\u2212/, '-');
  if (cleaned === '') return null;
  if (!/^-?(\d+([.,]\d+)?|[.,]\d+)$/.test(cleaned)) return Number.NaN;
  return Number(cleaned.replace(',', '.'));
}

/** A number as the field shows it in the reader's language: no grouping, their decimal separator ("12,5"). */
export function numberInputText(value: number, locale: string): string {
  if (Number.isInteger(value)) return String(value);
  const separator = new Intl.NumberFormat(locale).formatToParts(0.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return String(value).replace('.', separator);
}

/** What a number field takes: its least and greatest value, and whether only whole numbers. */
export type NumberLimits = { min?: number; max?: number; whole?: boolean };

/** Whether a field's value is what its limits take (an empty field is not: `required` is the form's). */
export function withinLimits(value: number, { min, max, whole }: NumberLimits): boolean {
  if (!Number.isFinite(value)) return false;
  if (whole && !Number.isInteger(value)) return false;
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}
