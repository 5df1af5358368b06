import { useApiMutation, useFormat, type InvoiceDetail } from '@frontdesk/shared';
import { Flex, Input, Typography } from '@frontdesk/shared/antd';
import { Modal } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, MoneyInput, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useDeskRegister } from '../../tenders/hooks/useDeskRegister';
import { useTenderText } from '../../tenders/hooks/useTenderText';
import { refundInvoice } from '../api';
import { isRefundable } from '../utils/refundable';

const REASON_MAX = 500;

type Values = { amounts: Record<string, number | null>; reason: string };

/**
 * Gives back part or all of an invoice's payments (admins), each by its own tender: every payment's
 * amount starts at what is left to refund of it ("refund all"); lower one for a partial refund, or
 * clear it to leave that payment alone. Cash comes out of this desk's open drawer; the part paid
 * from deposits goes back to the customer's credit (the deposits it came from).
 */
export function RefundModal({ detail, onClose }: { detail: InvoiceDetail; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const tenderText = useTenderText();
  const { register, cashAllowed } = useDeskRegister();
  const [form] = Form.useForm<Values>();
  const { invoice } = detail;
  const payments = detail.transactions.filter(isRefundable);
  const hasCash = payments.some((p) => p.tender === 'cash');
  const refund = useApiMutation({
    idempotent: true,
    mutationFn: (refunds: { transactionId: string; amountMinor: number }[], { idempotencyKey }) =>
      refundInvoice(invoice.id, { refunds, reason: form.getFieldValue('reason').trim(), registerId: register?.id ?? null }, idempotencyKey),
    invalidates: [['invoices'], ['transactions'], ['registers']],
    successMessage: (_, refunds) => t('invoices.refund.done', { amount: format.money(refunds.reduce((sum, r) => sum + r.amountMinor, 0), invoice.currency) }),
    failureToast: false,
    onSuccess: onClose,
  });
  const failure = useFieldRefusals(form, refund, (field) => {
    const match = /^refunds\.(\d+)\.amountMinor$/.exec(field);
    if (field === 'reason') return 'reason';
    return match ? (['amounts', chosen()[Number(match[1])]?.transactionId ?? ''] as ['amounts', string]) : null;
  });
  const chosen = () =>
    payments
      .map((p) => ({ transactionId: p.id, amountMinor: (form.getFieldValue(['amounts', p.id]) as number | null) ?? 0 }))
      .filter((r) => r.amountMinor > 0);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const refunds = chosen();
    if (refunds.length === 0) {
      form.setFields(payments.map((p) => ({ name: ['amounts', p.id], errors: [t('invoices.refund.nothing')] })));
      return;
    }
    refund.mutate(refunds);
  };
  return (
    <Modal
      open
      title={t('invoices.refund.title', { number: invoice.number })}
      okText={t('invoices.refund.submit')}
      cancelText={t('invoices.cancel')}
      confirmLoading={refund.busy}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name={`refund-${invoice.id}`}
        initialValues={{ amounts: Object.fromEntries(payments.map((p) => [p.id, p.amountMinor - p.refundedMinor])), reason: '' }}
      >
        <Typography.Paragraph type="secondary">{t('invoices.refund.explain')}</Typography.Paragraph>
        {payments.map((p) => {
          const left = p.amountMinor - p.refundedMinor;
          return (
            <Form.Item
              key={p.id}
              name={['amounts', p.id]}
              label={
                p.tender === 'deposit'
                  ? t('invoices.refund.toCredit', { number: p.number, left: format.money(left, p.currency) })
                  : t('invoices.refund.payment', { tender: tenderText(p), number: p.number, left: format.money(left, p.currency) })
              }
              rules={[{ validator: async (_, value: number | null) => (value === null || value <= left ? undefined : Promise.reject(new Error(t('invoices.refund.tooMuch', { left: format.money(left, p.currency) })))) }]}
            >
              <MoneyInput currency={p.currency} />
            </Form.Item>
          );
        })}
        {hasCash && !cashAllowed && (
          <Flex style={{ marginBlockEnd: 16 }}>
            <Typography.Text type="warning">{t('invoices.refund.cashNeedsRegister')}</Typography.Text>
          </Flex>
        )}
        <Form.Item name="reason" label={t('invoices.refund.reason')} rules={[{ required: true, whitespace: true, message: t('invoices.refund.reasonRequired') }]}>
          <Input.TextArea rows={2} maxLength={REASON_MAX} showCount />
        </Form.Item>
        <ErrorAlert text={failure && t('invoices.refund.failed', { reason: failure })} />
      </Form>
    </Modal>
  );
}
