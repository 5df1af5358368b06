import { fieldErrorText, problemOf, useFormat, type ApiMutation, type FieldError } from '@frontdesk/shared';
import { useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import type { FieldPath } from '../utils/itemValues';
import { MAX_PRICE_MINOR } from '../utils/limits';

type Settable = { setFields: (fields: { name: FieldPath; errors: string[] }[]) => void };

/**
 * The server's refusals of an item, under the form's fields, in the catalogue's own words where
 * the generic ones would not say enough ("This is already taken" → "Another item has this SKU").
 * Returns what the alert above the buttons says (see useFieldRefusals).
 */
export function useItemRefusals(
  form: Settable,
  save: Pick<ApiMutation<unknown, never>, 'error' | 'errorText'>,
  currency: string,
  nameOf: (field: string) => FieldPath | null,
): string | null {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const textOf = (field: string, error: FieldError): string => {
    const priceField = field === 'priceMinor' || /^variants\.\d+\.priceMinor$/.test(field);
    if (field === 'sku' && error.code === 'taken') return t('catalogue.form.skuTaken');
    if (field === 'taxRateId' && error.code === 'not_found') return t('catalogue.form.rateGone');
    if (field === 'quantity' && error.code === 'required') return t('catalogue.form.quantityRequired');
    if (/^variants\.\d+\.name$/.test(field) && error.code === 'duplicate_key') return t('catalogue.form.variantNameTaken');
    if (priceField && error.code === 'too_large') return t('catalogue.form.priceTooLarge', { max: format.money(MAX_PRICE_MINOR, currency) });
    return fieldErrorText(error);
  };
  const errors = problemOf(save.error)?.errors;
  const entries = Object.entries(errors ?? {});
  const fieldErrors = entries.length ? Object.fromEntries(entries.map(([field, error]) => [field, textOf(field, error)])) : null;
  return useFieldRefusals(form, { error: save.error, errorText: save.errorText, fieldErrors }, nameOf);
}
