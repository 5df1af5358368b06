import { buildPath } from '@frontdesk/shared';
import { LinkButton, NotFoundState } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { InvoiceCheckout } from './InvoiceCheckout';

/** /app/checkout/{invoice}: the checkout screen loads an open invoice's balance, to be paid in full. */
export function CheckoutInvoicePage() {
  const { invoice = '' } = useParams();
  return <InvoiceCheckout routeId="checkoutInvoice" invoiceId={invoice} partial={false} />;
}

/** /app/payment/{invoice}: a payment of part or all of an invoice's balance. */
export function PaymentPage() {
  const { invoice = '' } = useParams();
  return <InvoiceCheckout routeId="payment" invoiceId={invoice} partial />;
}

/**
 * /app/generate-bill/{booking}: the checkout of a booking's services. Until bookings exist (the
 * bookings issue) no booking is found, and the page says so plainly.
 */
export function GenerateBillPage() {
  const { t } = useTranslation('payments');
  const { booking = '' } = useParams();
  return (
    <NotFoundState
      title={t('invoices.generateBill.notFound')}
      text={t('invoices.generateBill.text', { booking })}
      action={<LinkButton to={buildPath('checkout')}>{t('invoices.generateBill.checkout')}</LinkButton>}
    />
  );
}
