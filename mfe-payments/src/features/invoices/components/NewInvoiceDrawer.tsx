import { buildPath, localDay, useApiMutation, type Invoice, type InvoiceInput } from '@frontdesk/shared';
import { Form } from '@frontdesk/shared/antd-more';
import { Radio } from '@frontdesk/shared/antd-pages';
import { DrawerForm } from '@frontdesk/shared/ui-forms';
import { ContactPicker } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createInvoice } from '../../../common/api';
import { badQuantityLine, toNewInvoiceInput, unfinishedLine, type NewInvoiceValues } from '../utils/newInvoice';
import { InvoiceLinesField } from './InvoiceLinesField';
import { InvoiceTermsFields } from './InvoiceTermsFields';

/** The API's field of a refusal as this form's: a line's refusal under the lines, the contact under the customer. */
function fieldOf(field: string): keyof NewInvoiceValues | null {
  if (field === 'lines' || field.startsWith('lines.')) return 'lines';
  if (field === 'contactId') return 'contact';
  return field === 'dueOn' || field === 'terms' || field === 'note' ? field : null;
}

/**
 * "New invoice" (issue 33 §7): who it is for, its lines, when it is due, its terms and note; kept
 * as a draft or issued, to be paid. The new invoice opens once it is made.
 */
export function NewInvoiceDrawer({ currency, onClose }: { currency: string; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const create = useApiMutation({
    idempotent: true,
    mutationFn: (input: InvoiceInput, { idempotencyKey }) => createInvoice(input, idempotencyKey),
    invalidates: [['invoices'], ['catalogue'], ['contacts']],
    successMessage: (invoice: Invoice) => t(invoice.status === 'draft' ? 'invoices.create.doneDraft' : 'invoices.create.done', { number: invoice.number }),
    failureToast: false,
    onSuccess: (invoice) => navigate(buildPath('invoice', { invoiceId: invoice.id })),
  });
  const initialValues: NewInvoiceValues = { contact: null, lines: [], dueOn: '', terms: '', note: '', status: 'open' };
  return (
    <DrawerForm
      title={t('invoices.create.title')}
      submitText={({ status }: NewInvoiceValues) => t(status === 'draft' ? 'invoices.create.submitDraft' : 'invoices.create.submit')}
      cancelText={t('invoices.cancel')}
      width={640}
      mutation={create}
      initialValues={initialValues}
      transform={toNewInvoiceInput}
      fieldOf={fieldOf}
      failure={(reason) => t('invoices.create.failed', { reason })}
      onClose={onClose}
    >
      <Form.Item name="contact" label={t('invoices.create.customer')} valuePropName="contact" extra={t('invoices.create.customerHint')}>
        <ContactPicker label={t('invoices.create.customer')} />
      </Form.Item>
      <Form.Item
        name="lines"
        label={t('invoices.create.lines')}
        // checked when the form is sent, not at each change: a custom line just added is not yet a mistake
        validateTrigger={[]}
        rules={[
          {
            validator: (_, lines: NewInvoiceValues['lines']) => {
              if (!lines?.length) return Promise.reject(new Error(t('invoices.create.linesRequired')));
              const unfinished = unfinishedLine(lines);
              if (unfinished >= 0) return Promise.reject(new Error(t('invoices.create.customUnfinished', { position: unfinished + 1 })));
              const badQuantity = badQuantityLine(lines);
              if (badQuantity >= 0) return Promise.reject(new Error(t('invoices.create.quantityUnfit', { position: badQuantity + 1 })));
              return Promise.resolve();
            },
          },
        ]}
      >
        <InvoiceLinesField currency={currency} />
      </Form.Item>
      <InvoiceTermsFields today={localDay()} />
      <Form.Item name="status" label={t('invoices.create.saveAs')}>
        <Radio.Group>
          <Radio value="open">{t('invoices.create.asOpen')}</Radio>
          <Radio value="draft">{t('invoices.create.asDraft')}</Radio>
        </Radio.Group>
      </Form.Item>
    </DrawerForm>
  );
}
