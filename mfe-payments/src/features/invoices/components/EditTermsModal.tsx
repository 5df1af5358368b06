import { localDay, useApiMutation, type Invoice, type InvoiceTermsInput } from '@frontdesk/shared';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';
import { editInvoice } from '../api';
import { InvoiceTermsFields } from './InvoiceTermsFields';

type Values = { dueOn: string; terms: string; note: string };

/** Changes the due date, terms and note of an invoice not yet sent, paid or void (docs/decisions/0044). */
export function EditTermsModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const edit = useApiMutation({
    idempotent: true,
    mutationFn: (input: InvoiceTermsInput, { idempotencyKey }) => editInvoice(invoice.id, input, idempotencyKey),
    invalidates: [['invoices']],
    successMessage: t('invoices.terms.done', { number: invoice.number }),
    failureToast: false,
    onSuccess: onClose,
  });
  return (
    <ModalForm
      title={t('invoices.terms.title', { number: invoice.number })}
      submitText={t('invoices.terms.submit')}
      cancelText={t('invoices.cancel')}
      mutation={edit}
      initialValues={{ dueOn: invoice.dueOn ?? '', terms: invoice.terms, note: invoice.note }}
      transform={({ dueOn, terms, note }: Values) => ({ dueOn: dueOn || null, terms: terms.trim(), note: note.trim() })}
      fieldOf={(field) => (field === 'dueOn' || field === 'terms' || field === 'note' ? field : null)}
      failure={(reason) => t('invoices.terms.failed', { reason })}
      onClose={onClose}
    >
      <p>{t('invoices.terms.explain')}</p>
      <InvoiceTermsFields today={localDay()} />
    </ModalForm>
  );
}
