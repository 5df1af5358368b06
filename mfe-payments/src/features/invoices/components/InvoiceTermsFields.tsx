import { Input } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { useTranslation } from 'react-i18next';

/** the API's longest terms and note (InvoiceTerms, InvoiceNote) */
export const TEXT_MAX = 2000;

/**
 * An invoice's due date, terms and note: the fields of a new invoice and of their change before it
 * is sent (`dueOn`, `terms`, `note` of the form's values). No due day before `today`.
 */
export function InvoiceTermsFields({ today }: { today: string }) {
  const { t } = useTranslation('payments');
  return (
    <>
      <Form.Item
        name="dueOn"
        label={t('invoices.terms.dueOn')}
        extra={t('invoices.terms.dueOnHint')}
        rules={[{ validator: (_, day: string) => (day && day < today ? Promise.reject(new Error(t('invoices.terms.dueOnPast'))) : Promise.resolve()) }]}
      >
        <Input type="date" min={today} style={{ inlineSize: 200 }} />
      </Form.Item>
      <Form.Item name="terms" label={t('invoices.terms.terms')}>
        <Input.TextArea rows={2} maxLength={TEXT_MAX} showCount placeholder={t('invoices.terms.termsHint')} />
      </Form.Item>
      <Form.Item name="note" label={t('invoices.terms.note')}>
        <Input.TextArea rows={2} maxLength={TEXT_MAX} showCount placeholder={t('invoices.terms.noteHint')} />
      </Form.Item>
    </>
  );
}
