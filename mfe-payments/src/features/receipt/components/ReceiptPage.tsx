import { isNotFound, signedAmount, useFormat, useQuery, type Receipt, type Transaction } from '@frontdesk/shared';
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

/**
 * /app/receipt/{transactionId}: a printable receipt of a sale's payment, a refund or a deposit, titled
 * by what it is ("test mode" on it when a test processor took its card), every time on the business's
 * clock with its zone named. A declined card is shown as the record of the attempt: no receipt
 * number, no "thank you", nothing to print, mail or download.
 */
export function ReceiptPage() {
  const { t } = useTranslation('payments');
  const { transactionId = '' } = useParams();
  const receipt = useQuery(receiptQuery(transactionId));
  return (
    <Flex vertical gap="middle">
      <PageTitle routeId="receipt" />
      {receipt.data ? (
        receipt.data.transaction.number === null ? (
          <DeclinedRecord receipt={receipt.data} />
        ) : (
          <ReceiptSheet receipt={receipt.data} number={receipt.data.transaction.number} />
        )
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

/**
 * One line of the sheet: a label at the start, its value at the end (a formatter's value, isolated
 * in rtl by the formatter: "-12,65 US$", not "US$ 12,65-").
 */
function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="middle">
      <Typography.Text strong={strong}>{label}</Typography.Text>
      <Typography.Text strong={strong}>{value}</Typography.Text>
    </Flex>
  );
}

/** When the receipt was made: on the business's clock, its zone named. */
function Moment({ receipt }: { receipt: Receipt }) {
  const format = useFormat();
  return (
    <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
      {format.moment(receipt.transaction.createdAt, { withTime: true, timeZone: receipt.timeZone, withZone: 'long' })}
    </Typography.Text>
  );
}

/** The sheet's box: the width of a till roll, on the page's surface. */
function useSheetStyle() {
  const { token } = theme.useToken();
  return {
    maxInlineSize: 420,
    padding: token.paddingLG,
    background: token.colorBgContainer,
    borderRadius: token.borderRadiusLG,
    boxShadow: token.boxShadowTertiary,
  };
}

function ReceiptSheet({ receipt, number }: { receipt: Receipt; number: number }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const style = useSheetStyle();
  const { invoice, transaction } = receipt;
  const currency = transaction.currency;
  const money = (minor: number) => format.money(minor, currency);
  const payments: Transaction[] = [transaction, ...receipt.siblings].sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
  const tenderText = useTenderText();
  const [emailing, setEmailing] = useState(false);
  const title = t(`receipt.titles.${transaction.kind}`, { number });
  return (
    <>
      <style>{PRINT_CSS}</style>
      <section id="receipt" aria-label={title} style={style}>
        <Flex vertical gap={4}>
          <Typography.Title level={3} style={{ margin: 0, textAlign: 'center' }}>
            {receipt.businessName}
          </Typography.Title>
          <Typography.Title level={4} style={{ margin: 0, textAlign: 'center' }}>
            {title}
          </Typography.Title>
          <Moment receipt={receipt} />
          {/* part of the receipt as printed: a note, not an announcement */}
          {receipt.testMode && <Alert type="warning" role="note" title={t('receipt.testMode')} style={{ marginBlock: 8 }} />}
          {transaction.kind !== 'payment' && <Typography.Text style={{ textAlign: 'center' }}>{t(`receipt.notes.${transaction.kind}`)}</Typography.Text>}
          <Line label={t('receipt.number')} value={`#${number}`} />
          {invoice && <Line label={t('receipt.invoice')} value={`#${invoice.number}`} />}
          {transaction.contactName && <Line label={t('receipt.customer')} value={transaction.contactName} />}
          {transaction.userName && <Line label={t('receipt.servedBy')} value={transaction.userName} />}
          {invoice && <Divider style={{ marginBlock: 8 }} />}
          {invoice?.lines.map((l) => (
            <Flex key={l.id} vertical>
              <Line label={`${l.quantity} × ${[l.name, l.variant].filter(Boolean).join(' · ')}`} value={money(l.totalMinor - l.taxMinor)} />
              {l.discountMinor + l.orderDiscountMinor > 0 && (
                <Typography.Text type="secondary">{t('receipt.discountIncluded', { amount: money(l.discountMinor + l.orderDiscountMinor) })}</Typography.Text>
              )}
            </Flex>
          ))}
          {invoice && (
            <>
              <Divider style={{ marginBlock: 8 }} />
              <Line label={t('common.totals.subtotal')} value={money(invoice.subtotalMinor)} />
              {invoice.discountMinor > 0 && <Line label={t('receipt.discounts')} value={`−${money(invoice.discountMinor)}`} />}
              <Line label={t('common.totals.tax')} value={money(invoice.taxMinor)} />
              {invoice.tipMinor > 0 && <Line label={t('common.totals.tip')} value={money(invoice.tipMinor)} />}
              <Line label={t('common.totals.total')} value={money(invoice.totalMinor)} strong />
            </>
          )}
          <Divider style={{ marginBlock: 8 }} />
          {payments.map((p) => (
            <Flex key={p.id} vertical>
              <Line label={t(`receipt.lines.${p.kind}`, { tender: tenderText(p) })} value={money(signedAmount(p))} />
              {p.tender === 'cash' && p.tenderedMinor !== null && (
                <>
                  <Line label={t('receipt.cashReceived')} value={money(p.tenderedMinor)} />
                  <Line label={t('receipt.change')} value={money(p.changeMinor ?? 0)} />
                </>
              )}
            </Flex>
          ))}
          <Typography.Text type="secondary" style={{ textAlign: 'center', marginBlockStart: 8 }}>
            {t('receipt.thanks')}
          </Typography.Text>
        </Flex>
      </section>
      <Flex gap="small" wrap className="receipt-actions">
        <Button type="primary" icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
        <Button icon={<MailOutlined aria-hidden />} onClick={() => setEmailing(true)}>
          {t('receipt.email.open')}
        </Button>
        <Button icon={<DownloadOutlined aria-hidden />} href={receiptPdfHref(transaction.id)} download={`receipt-${number}.pdf`}>
          {t('receipt.downloadPdf')}
        </Button>
      </Flex>
      {emailing && <EmailReceiptModal transactionId={transaction.id} email={invoice?.contactEmail ?? ''} onClose={() => setEmailing(false)} />}
    </>
  );
}

const DECLINE_REASONS = ['card_declined', 'insufficient_funds', 'authentication_required'] as const;
const reasonOf = (code: string | null) => DECLINE_REASONS.find((reason) => reason === code) ?? 'other';

/** A declined card: the record of the attempt (when, the card, what was tried, why), never a receipt. */
function DeclinedRecord({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const style = useSheetStyle();
  const tenderText = useTenderText();
  const { transaction } = receipt;
  return (
    <section aria-label={t('receipt.declined.title')} style={style}>
      <Flex vertical gap={4}>
        <Typography.Title level={3} style={{ margin: 0, textAlign: 'center' }}>
          {receipt.businessName}
        </Typography.Title>
        <Typography.Title level={4} style={{ margin: 0, textAlign: 'center' }}>
          {t('receipt.declined.title')}
        </Typography.Title>
        <Moment receipt={receipt} />
        <Alert type="error" role="note" title={t('receipt.declined.note')} style={{ marginBlock: 8 }} />
        {transaction.contactName && <Line label={t('receipt.customer')} value={transaction.contactName} />}
        {transaction.userName && <Line label={t('receipt.servedBy')} value={transaction.userName} />}
        <Line label={t('receipt.declined.card')} value={tenderText(transaction)} />
        <Line label={t('receipt.declined.amount')} value={format.money(transaction.amountMinor, transaction.currency)} />
        <Line label={t('receipt.declined.reason')} value={t(`receipt.declined.reasons.${reasonOf(transaction.failureCode)}`)} />
      </Flex>
    </section>
  );
}
