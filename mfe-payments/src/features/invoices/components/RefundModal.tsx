import { useApiMutation, useFormat, type InvoiceDetail, type InvoiceRefundInput } from '@frontdesk/shared';
import { Flex, Input, Typography } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { MoneyInput } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useDeskRegister } from '../../../common/hooks/useDeskRegister';
import { useTenderText } from '../../../common/hooks/useTenderText';
import { refundInvoice } from '../api';
import { isRefundable } from '../utils/refundable';

const REASON_MAX = 500;

type Values = { amounts: Record<string, number | null>; reason: string };
type Refund = Omit<InvoiceRefundInput, 'registerId'>;

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
  const { invoice } = detail;
  const payments = detail.transactions.filter(isRefundable);
  const hasCash = payments.some((p) => p.tender === 'cash');
  const refund = useApiMutation({
    idempotent: true,
    mutationFn: (input: Refund, { idempotencyKey }) => refundInvoice(invoice.id, { ...input, registerId: register?.id ?? null }, idempotencyKey),
    invalidates: [['invoices'], ['transactions'], ['registers']],
    successMessage: (_, { refunds }) =>
      t('invoices.refund.done', {
        amount: format.money(
          refunds.reduce((sum, r) => sum + r.amountMinor, 0),
          invoice.currency,
        ),
      }),
    failureToast: false,
    onSuccess: onClose,
  });
  const initialValues: Values = { amounts: Object.fromEntries(payments.map((p) => [p.id, p.amountMinor - p.refundedMinor])), reason: '' };
  // the payments given an amount, in the order the API numbers its refusals (`refunds.0.amountMinor`)
  const chosen = (amounts: Values['amounts']) =>
    payments.map((p) => ({ transactionId: p.id, amountMinor: amounts[p.id] ?? 0 })).filter((r) => r.amountMinor > 0);

  return (
    <ModalForm
      title={t('invoices.refund.title', { number: invoice.number })}
      submitText={t('invoices.refund.submit')}
      cancelText={t('invoices.cancel')}
      mutation={refund}
      initialValues={initialValues}
      transform={({ amounts, reason }) => ({ refunds: chosen(amounts), reason: reason.trim() })}
      fieldOf={(field): 'reason' | ['amounts', string] | null => {
        if (field === 'reason') return field;
        const match = /^refunds\.(\d+)\.amountMinor$/.exec(field);
        const refused = match ? refund.variables?.refunds[Number(match[1])] : undefined;
        return refused ? ['amounts', refused.transactionId] : null;
      }}
      failure={(reason) => t('invoices.refund.failed', { reason })}
      onClose={onClose}
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
            // any amount refunds something: with none, every payment's field says so
            dependencies={payments.filter((other) => other.id !== p.id).map((other) => ['amounts', other.id])}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_, value: number | null) => {
                  if (value !== null && value > left) throw new Error(t('invoices.refund.tooMuch', { left: format.money(left, p.currency) }));
                  if (chosen(getFieldValue('amounts')).length === 0) throw new Error(t('invoices.refund.nothing'));
                },
              }),
            ]}
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
    </ModalForm>
  );
}
