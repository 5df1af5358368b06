import type { TFunction } from 'i18next';
import { toPercentText } from './money';

/** "Sales tax (8.25 %)", with the reader's decimal separator. */
export function taxRateText(t: TFunction<'payments'>, rate: { name: string; rateBp: number }, separator: string): string {
  return t('catalogue.rate', { name: rate.name, percent: toPercentText(rate.rateBp, separator) });
}
