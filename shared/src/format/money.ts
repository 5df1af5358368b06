/**
 * An amount in integer minor units (cents) of an ISO currency, written in the reader's language:
 * 123456 USD → "$1,234.56" / "1234,56 US$". Money never travels as a float.
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** A count or quantity in the reader's language ("1,234"). */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}
