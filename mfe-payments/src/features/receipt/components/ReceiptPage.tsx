import { isNotFound, useFormat, useQuery, type Receipt, type Transaction } from '@frontdesk/shared';
import { Alert, Button, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { Divider, DownloadOutlined, PrinterOutlined } from '@frontdesk/shared/antd-pages';
import { MailOutlined } from '@frontdesk/shared/icons';
import { FailedState, LoadingState } from '@frontdesk/shared/ui';
import { NotFoundState, PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useState } from 'react';
import { receiptPdfHref, receiptQuery } from '../api';
import { EmailReceiptModal } from './EmailReceiptModal';
import { useTenderText } from '../../../common/hooks/useTenderText';

/** The receipt's own print rule: only the receipt is printed, on a narrow roll or a page. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #receipt, #receipt * { visibility: visible !important; }
  #receipt { position: absolute; inset-block-start: 0; inset-inline-start: 0; inline-size: 100%; box-shadow: none !important; }
  .receipt-actions { display: none !important; }
}`;

/** /app/receipt/{transactionId}: a printable receipt of a sale's payment ("test mode" on it when a test processor took its card). */
export function ReceiptPage() {
  const { t } = useTranslation('payments');
  const { transactionId = '' } = useParams();
  const receipt = useQuery(receiptQuery(transactionId));
  return (
    <Flex vertical gap="middle">
      <PageTitle routeId="receipt" />
      {receipt.data ? (
        <ReceiptSheet receipt={receipt.data} />
      ) : receipt.isError ? (
        isNotFound(receipt.error) ? (
          <NotFoundState title={t('receipt.notFound')} />
        ) : (
          <FailedState title={t('receipt.failed')} error={receipt.error} onRetry={() => void receipt.refetch()} />
        )
      ) : (
        <LoadingState label={t('receipt.loading')} />
      )}
    </Flex>
  );
}

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const { token } = theme.useToken();
  const { invoice, transaction } = receipt;
  const currency = transaction.currency;
  const money = (minor: number) => format.money(minor, currency);
  const payments: Transaction[] = [transaction, ...receipt.siblings].sort((a, b) => a.number - b.number);
  const line = (label: string, value: string, strong = false) => (
    <Flex justify="space-between" gap="middle">
      <Typography.Text strong={strong}>{label}</Typography.Text>
      <Typography.Text strong={strong}>{value}</Typography.Text>
    </Flex>
  );
  const tenderText = useTenderText();
  const [emailing, setEmailing] = useState(false);
  return (
    <>
      <style>{PRINT_CSS}</style>
      <section
        id="receipt"
        aria-label={t('receipt.label', { number: transaction.number })}
        style={{
          maxInlineSize: 420,
          padding: token.paddingLG,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <Flex vertical gap={4}>
          <Typography.Title level={3} style={{ margin: 0, textAlign: 'center' }}>
            {receipt.businessName}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
            {format.moment(transaction.createdAt)}
          </Typography.Text>
          {/* part of the receipt as printed: a note, not an announcement */}
          {receipt.testMode && <Alert type="warning" role="note" title={t('receipt.testMode')} style={{ marginBlock: 8 }} />}
          {line(t('receipt.number'), `#${transaction.number}`)}
          {invoice && line(t('receipt.invoice'), `#${invoice.number}`)}
          {transaction.contactName && line(t('receipt.customer'), transaction.contactName)}
          {transaction.userName && line(t('receipt.servedBy'), transaction.userName)}
          <Divider style={{ marginBlock: 8 }} />
          {invoice?.lines.map((l) => (
            <Flex key={l.id} vertical>
              {line(`${l.quantity} × ${[l.name, l.variant].filter(Boolean).join(' · ')}`, money(l.totalMinor - l.taxMinor))}
              {l.discountMinor + l.orderDiscountMinor > 0 && (
                <Typography.Text type="secondary">{t('receipt.discountIncluded', { amount: money(l.discountMinor + l.orderDiscountMinor) })}</Typography.Text>
              )}
            </Flex>
          ))}
          {invoice && (
            <>
              <Divider style={{ marginBlock: 8 }} />
              {line(t('common.totals.subtotal'), money(invoice.subtotalMinor))}
              {invoice.discountMinor > 0 && line(t('receipt.discounts'), `−${money(invoice.discountMinor)}`)}
              {line(t('common.totals.tax'), money(invoice.taxMinor))}
              {invoice.tipMinor > 0 && line(t('common.totals.tip'), money(invoice.tipMinor))}
              {line(t('common.totals.total'), money(invoice.totalMinor), true)}
            </>
          )}
          <Divider style={{ marginBlock: 8 }} />
          {payments.map((p) => (
            <Flex key={p.id} vertical>
              {line(tenderText(p), money(p.amountMinor))}
              {p.tender === 'cash' && p.tenderedMinor !== null && (
                <>
                  {line(t('receipt.cashReceived'), money(p.tenderedMinor))}
                  {line(t('receipt.change'), money(p.changeMinor ?? 0))}
                </>
              )}
            </Flex>
          ))}
          <Typography.Text type="secondary" style={{ textAlign: 'center', marginBlockStart: 8 }}>
            {t('receipt.thanks')}
          </Typography.Text>
        </Flex>
      </section>
      <Flex gap="small" className="receipt-actions">
        <Button type="primary" icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
        <Button icon={<MailOutlined aria-hidden />} onClick={() => setEmailing(true)}>
          {t('receipt.email.open')}
        </Button>
        <Button icon={<DownloadOutlined aria-hidden />} href={receiptPdfHref(transaction.id)} download={`receipt-${transaction.number}.pdf`}>
          {t('receipt.downloadPdf')}
        </Button>
      </Flex>
      {emailing && <EmailReceiptModal transactionId={transaction.id} email={invoice?.contactEmail ?? ''} onClose={() => setEmailing(false)} />}
    </>
  );
}
