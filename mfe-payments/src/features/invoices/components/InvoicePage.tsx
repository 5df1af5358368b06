import { buildPath, useFormat, useIsAdmin, type InvoiceDetail } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { Card, Col, DownloadOutlined, Row } from '@frontdesk/shared/antd-pages';
import { Descriptions } from '@frontdesk/shared/antd-more';
import { LinkButton, PageTitle } from '@frontdesk/shared/ui-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { invoicePdfHref } from '../api';
import { isPayable, termsEditable } from '../utils/status';
import { EditTermsModal } from './EditTermsModal';
import { InvoiceHistory } from './InvoiceHistory';
import { InvoiceLines } from './InvoiceLines';
import { InvoiceMoneyTable } from './InvoiceMoneyTable';
import { InvoiceRead } from './InvoiceRead';
import { InvoiceStatusText } from './InvoiceStatusText';
import { IssueButton } from './IssueButton';
import { PaymentLinks } from './PaymentLinks';
import { RefundModal } from './RefundModal';
import { isRefundable } from '../utils/refundable';
import { SendInvoiceModal } from './SendInvoiceModal';
import { VoidModal } from './VoidModal';

type Dialog = 'void' | 'refund' | 'send' | 'terms' | null;

/**
 * /app/invoices/{invoiceId} (and the demo area's /app/management/orders/{orderId}): an invoice's
 * lines, totals, payments and refunds, pay links and history; what can be done to it next.
 */
export function InvoicePage() {
  const { invoiceId = '', orderId = '' } = useParams();
  const id = invoiceId || orderId;
  return <InvoiceRead invoiceId={id}>{(detail) => <InvoiceView detail={detail} />}</InvoiceRead>;
}

function InvoiceView({ detail }: { detail: InvoiceDetail }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const admin = useIsAdmin();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { invoice } = detail;
  const money = (minor: number) => format.money(minor, invoice.currency);
  const payable = isPayable(invoice);
  const refundable = detail.transactions.some(isRefundable);
  const held = invoice.paidMinor - invoice.refundedMinor;
  const editable = termsEditable(invoice);

  const total = (label: string, minor: number, strong = false) => (
    <Flex justify="space-between" gap="middle">
      <Typography.Text strong={strong}>{label}</Typography.Text>
      <Typography.Text strong={strong}>{money(minor)}</Typography.Text>
    </Flex>
  );

  return (
    <Flex vertical gap="middle">
      <PageTitle
        title={t('invoices.numbered', { number: invoice.number })}
        intro={<InvoiceStatusText status={invoice.displayStatus} />}
        extra={
          <Flex gap="small" wrap>
            {payable && (
              <LinkButton type="primary" to={buildPath('checkoutInvoice', { invoice: invoice.id })}>
                {t('invoices.detail.checkout', { amount: money(invoice.balanceMinor) })}
              </LinkButton>
            )}
            {payable && <LinkButton to={buildPath('payment', { invoice: invoice.id })}>{t('invoices.detail.recordPayment')}</LinkButton>}
            {invoice.status === 'draft' && <IssueButton invoiceId={invoice.id} />}
            {editable && <Button onClick={() => setDialog('terms')}>{t('invoices.terms.open')}</Button>}
            {payable && <Button onClick={() => setDialog('send')}>{t('invoices.detail.send')}</Button>}
            <Button icon={<DownloadOutlined aria-hidden />} href={invoicePdfHref(invoice.id)} download={`invoice-${invoice.number}.pdf`}>
              {t('invoices.detail.pdf')}
            </Button>
            {admin && refundable && <Button onClick={() => setDialog('refund')}>{t('invoices.detail.refund')}</Button>}
            {admin && invoice.status !== 'void' && held === 0 && (
              <Button danger onClick={() => setDialog('void')}>
                {t('invoices.detail.void')}
              </Button>
            )}
          </Flex>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap="middle">
            <Card size="small" title={t('invoices.detail.billTo')}>
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 2 }}
                items={[
                  {
                    key: 'contact',
                    label: t('invoices.columns.contact'),
                    children: invoice.contactId ? (
                      <Link to={buildPath('contact', { contactId: invoice.contactId })}>{invoice.contactName}</Link>
                    ) : (
                      invoice.contactName || t('invoices.walkIn')
                    ),
                  },
                  { key: 'email', label: t('invoices.detail.email'), children: invoice.contactEmail || '—' },
                  {
                    key: 'issued',
                    label: t('invoices.columns.issued'),
                    children: invoice.issuedAt ? format.moment(invoice.issuedAt) : t('invoices.detail.notIssued'),
                  },
                  { key: 'due', label: t('invoices.columns.due'), children: invoice.dueOn ? format.day(invoice.dueOn) : '—' },
                  ...(invoice.sentAt ? [{ key: 'sent', label: t('invoices.detail.sent'), children: format.moment(invoice.sentAt, { withTime: true }) }] : []),
                  ...(invoice.terms ? [{ key: 'terms', label: t('invoices.terms.terms'), children: invoice.terms }] : []),
                  ...(invoice.voidedAt
                    ? [{ key: 'voided', label: t('invoices.detail.voided'), children: `${format.moment(invoice.voidedAt)} · ${invoice.voidReason}` }]
                    : []),
                  ...(invoice.note ? [{ key: 'note', label: t('invoices.detail.note'), children: invoice.note }] : []),
                ]}
              />
              {!editable && invoice.status !== 'void' && (
                <Typography.Paragraph type="secondary" style={{ marginBlock: '8px 0' }}>
                  {t(invoice.sentAt ? 'invoices.terms.fixedSent' : 'invoices.terms.fixedPaid')}
                </Typography.Paragraph>
              )}
            </Card>
            <Card size="small" title={t('invoices.detail.lines')}>
              <InvoiceLines invoice={invoice} />
            </Card>
            <Card size="small" title={t('invoices.detail.payments')}>
              <InvoiceMoneyTable transactions={detail.transactions} />
            </Card>
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap="middle">
            <Card size="small" title={t('invoices.detail.totals')}>
              <Flex vertical gap={4}>
                {total(t('invoices.totals.subtotal'), invoice.subtotalMinor)}
                {invoice.discountMinor > 0 && total(t('invoices.totals.discount'), -invoice.discountMinor)}
                {total(t('invoices.totals.tax'), invoice.taxMinor)}
                {invoice.tipMinor > 0 && total(t('invoices.totals.tip'), invoice.tipMinor)}
                {total(t('invoices.totals.total'), invoice.totalMinor, true)}
                {total(t('invoices.totals.paid'), invoice.paidMinor)}
                {invoice.refundedMinor > 0 && total(t('invoices.totals.refunded'), -invoice.refundedMinor)}
                {total(t('invoices.totals.balance'), invoice.balanceMinor, true)}
              </Flex>
            </Card>
            {(payable || detail.links.length > 0) && (
              <Card size="small" title={t('invoices.links.title')}>
                <PaymentLinks invoiceId={invoice.id} links={detail.links} payable={payable} />
              </Card>
            )}
            <Card size="small" title={t('invoices.history.title')}>
              <InvoiceHistory events={detail.history} currency={invoice.currency} />
            </Card>
          </Flex>
        </Col>
      </Row>
      {dialog === 'void' && <VoidModal invoice={invoice} onClose={() => setDialog(null)} />}
      {dialog === 'refund' && <RefundModal detail={detail} onClose={() => setDialog(null)} />}
      {dialog === 'send' && <SendInvoiceModal invoice={invoice} onClose={() => setDialog(null)} />}
      {dialog === 'terms' && <EditTermsModal invoice={invoice} onClose={() => setDialog(null)} />}
    </Flex>
  );
}
