import type { Formatters } from '@frontdesk/shared';
import type { TFunction } from 'i18next';

/** "Sales tax (8.25 %)", with the reader's decimal separator. */
export function taxRateText(t: TFunction<'payments'>, rate: { name: string; rateBp: number }, format: Pick<Formatters, 'basisPoints'>): string {
  return t('catalogue.rate', { name: rate.name, percent: format.basisPoints(rate.rateBp) });
}
