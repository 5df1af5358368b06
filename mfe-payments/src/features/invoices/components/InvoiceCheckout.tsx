import { buildPath, useApiMutation, useFormat, type InvoiceDetail, type RouteId } from '@frontdesk/shared';
import { Button, Flex, Result, Typography } from '@frontdesk/shared/antd';
import { Card, Col, PrinterOutlined, Row } from '@frontdesk/shared/antd-pages';
import { ErrorAlert, LinkButton, PageTitle } from '@frontdesk/shared/ui-pages';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { TenderPanel } from '../../../common/components/TenderPanel';
import { cartReducer, changeDue, emptyCart, tenderBalance } from '../../../common/utils/cart';
import { useDeskRegister } from '../../../common/hooks/useDeskRegister';
import { toTenderInput } from '../../../common/utils/tender';
import { payInvoice } from '../api';
import { isPayable } from '../utils/status';
import { InvoiceLines } from './InvoiceLines';
import { InvoiceRead } from './InvoiceRead';
import { InvoiceStatusText } from './InvoiceStatusText';

type Props = {
  routeId: RouteId;
  invoiceId: string;
  /** a payment of part of the balance (/app/payment/{invoice}); the checkout takes all of it */
  partial: boolean;
};

/**
 * An open invoice's balance taken at the desk: the checkout screen for an invoice
 * (/app/checkout/{invoice}: all of it) and the payment page (/app/payment/{invoice}: part or all,
 * a balance stays). The same tenders as a sale: split, cash with its change, card, check.
 */
export function InvoiceCheckout({ routeId, invoiceId, partial }: Props) {
  return (
    <InvoiceRead invoiceId={invoiceId}>
      {(detail) => (
        <Flex vertical gap="middle">
          <PageTitle routeId={routeId} />
          <PayBalance detail={detail} partial={partial} />
        </Flex>
      )}
    </InvoiceRead>
  );
}

function PayBalance({ detail, partial }: { detail: InvoiceDetail; partial: boolean }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const { invoice } = detail;
  const money = (minor: number) => format.money(minor, invoice.currency);
  const { register, cashAllowed } = useDeskRegister();
  const [cart, dispatch] = useReducer(cartReducer, emptyCart);
  const { paying, remaining } = tenderBalance(cart, invoice.balanceMinor);
  const pay = useApiMutation({
    idempotent: true,
    mutationFn: (_: void, { idempotencyKey }) =>
      payInvoice(invoice.id, { registerId: register?.id ?? null, tenders: cart.tenders.map(toTenderInput) }, idempotencyKey),
    invalidates: [['invoices'], ['transactions'], ['registers']],
    failureToast: 'fields',
  });
  const ready = paying > 0 && (partial ? paying <= invoice.balanceMinor : paying === invoice.balanceMinor) && !pay.busy;
  const submit = () => {
    if (ready) pay.mutate();
  };

  if (pay.data) {
    const paid = pay.data;
    const receipt = paid.transactions[0];
    return (
      <Result
        status="success"
        title={t(paid.invoice.status === 'paid' ? 'invoices.pay.donePaid' : 'invoices.pay.donePart', { number: invoice.number })}
        subTitle={paid.invoice.status === 'paid' ? undefined : t('invoices.pay.balanceLeft', { amount: money(paid.invoice.balanceMinor) })}
        extra={
          <Flex vertical align="center" gap="middle">
            {paid.changeMinor > 0 && (
              <Typography.Title level={2} style={{ margin: 0 }} role="status">
                {t('common.tenders.change', { amount: money(paid.changeMinor) })}
              </Typography.Title>
            )}
            <Flex gap="small" wrap justify="center">
              {receipt && (
                <LinkButton to={buildPath('receipt', { transactionId: receipt.id })} icon={<PrinterOutlined aria-hidden />}>
                  {t('common.receipt')}
                </LinkButton>
              )}
              <LinkButton type="primary" autoFocus to={buildPath('invoice', { invoiceId: invoice.id })}>
                {t('invoices.pay.backToInvoice')}
              </LinkButton>
            </Flex>
          </Flex>
        }
      />
    );
  }

  if (!isPayable(invoice)) {
    return (
      <Result
        status="info"
        title={t('invoices.pay.notPayable', { number: invoice.number })}
        subTitle={<InvoiceStatusText status={invoice.displayStatus} />}
        extra={<LinkButton to={buildPath('invoice', { invoiceId: invoice.id })}>{t('invoices.pay.backToInvoice')}</LinkButton>}
      />
    );
  }

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card size="small" title={t('invoices.pay.what', { number: invoice.number, contact: invoice.contactName || t('invoices.walkIn') })}>
          <Flex vertical gap="middle">
            <InvoiceLines invoice={invoice} />
            <Flex vertical gap={4} style={{ alignSelf: 'flex-end', minInlineSize: 240 }}>
              <Flex justify="space-between">
                <Typography.Text>{t('invoices.totals.total')}</Typography.Text>
                <Typography.Text>{money(invoice.totalMinor)}</Typography.Text>
              </Flex>
              <Flex justify="space-between">
                <Typography.Text>{t('invoices.totals.paid')}</Typography.Text>
                <Typography.Text>{money(invoice.paidMinor)}</Typography.Text>
              </Flex>
              <Flex justify="space-between">
                <Typography.Text strong>{t('invoices.totals.balance')}</Typography.Text>
                <Typography.Text strong>{money(invoice.balanceMinor)}</Typography.Text>
              </Flex>
            </Flex>
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Flex vertical gap="middle">
          <Card size="small" title={t('common.tenderPanel.title')}>
            <TenderPanel
              tenders={cart.tenders}
              remainingMinor={remaining}
              currency={invoice.currency}
              cashAllowed={cashAllowed}
              errors={pay.fieldErrors}
              onAdd={(kind) => dispatch({ type: 'addTender', kind, amountMinor: remaining })}
              onChange={(key, change) => dispatch({ type: 'tender', key, change })}
              onRemove={(key) => dispatch({ type: 'removeTender', key })}
              onSubmit={submit}
            />
          </Card>
          {partial && paying > 0 && paying < invoice.balanceMinor && (
            <Typography.Text type="secondary">{t('invoices.pay.partialNote', { amount: money(invoice.balanceMinor - paying) })}</Typography.Text>
          )}
          {changeDue(cart) > 0 && <Typography.Text strong>{t('common.tenders.change', { amount: money(changeDue(cart)) })}</Typography.Text>}
          {pay.isError && <ErrorAlert error={pay.error} />}
          <Button type="primary" size="large" block disabled={!ready} loading={pay.busy} onClick={submit}>
            {t('invoices.pay.submit', { amount: money(paying) })}
          </Button>
        </Flex>
      </Col>
    </Row>
  );
}
