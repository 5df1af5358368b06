// Amounts typed in major units ("12.50") and integer minor units (1250), converted with string
// arithmetic: a float never touches an amount (0.29 × 100 is 28.999… in floating point). The
// same for rates: a percent with two decimals ("8.25") is basis points (825).

/** How many decimals a currency's minor unit has: 2 for USD, 0 for JPY, 3 for KWD. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** The most whole units a field takes (keeps the conversion inside safe integers). */
const MAX_WHOLE_DIGITS = 9;

/** A decimal typed by a person: digits, then a point or a comma and at most `digits` decimals. */
export function isAmountText(text: string, digits: number): boolean {
  const trimmed = text.trim();
  const decimals = digits > 0 ? `([.,]\\d{0,${digits}})?` : '';
  return new RegExp(`^\\d{1,${MAX_WHOLE_DIGITS}}${decimals}$`).test(trimmed) || (digits > 0 && new RegExp(`^[.,]\\d{1,${digits}}$`).test(trimmed));
}

/**
 * "12.5" → 1250 (with 2 digits): the whole units and the decimals padded to `digits`, joined as
 * one string of digits. Undefined for text that is not an amount (see isAmountText).
 */
export function toMinorUnits(text: string, digits: number): number | undefined {
  if (!isAmountText(text, digits)) return undefined;
  const [whole = '', fraction = ''] = text.trim().split(/[.,]/);
  const joined = `${whole}${fraction.padEnd(digits, '0')}`.replace(/^0+(?=\d)/, '');
  return Number(joined);
}

/** 1250 → "12.50" (with 2 digits), with the decimal separator given (the reader's language's). */
export function toMajorText(minor: number, digits: number, separator = '.'): string {
  const text = String(Math.trunc(Math.abs(minor))).padStart(digits + 1, '0');
  const sign = minor < 0 ? '-' : '';
  if (digits === 0) return `${sign}${text}`;
  return `${sign}${text.slice(0, -digits)}${separator}${text.slice(-digits)}`;
}

/** The decimal separator of a language ("." in English, "," in Spanish). */
export function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/** A rate's percent as typed ("8.25") in basis points (825); undefined when it is not one. */
export const toBasisPoints = (text: string) => toMinorUnits(text, 2);

/** 825 → "8.25", 800 → "8", 850 → "8.5" (no trailing zeros). */
export function toPercentText(bp: number, separator = '.'): string {
  return toMajorText(bp, 2, separator).replace(/0+$/, '').replace(/[.,]$/, '');
}
