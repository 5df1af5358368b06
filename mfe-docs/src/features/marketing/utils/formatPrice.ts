/** A whole-unit price in the reader's language: formatPrice(49, 'USD', 'en') → "$49". */
export function formatPrice(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}
