import { fieldErrorText, type ImportRowError } from '@frontdesk/shared';
import type { TFunction } from 'i18next';
import { isImportField } from './fields';

/**
 * Why the import refused a row, in the user's language: a text per refused field, after the
 * field's name ("Email: Enter a valid email address"); the server's English is never shown.
 */
export function rowErrorTexts({ fields }: ImportRowError, t: TFunction<'contacts'>): string[] {
  return Object.entries(fields).map(([field, refusal]) => {
    const reason = fieldErrorText(refusal);
    return isImportField(field) ? t('contactImport.result.fieldRefused', { field: t(`fields.${field}`), reason }) : reason;
  });
}
