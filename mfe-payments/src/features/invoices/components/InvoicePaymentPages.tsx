import { buildPath, useQuery } from '@frontdesk/shared';
import { QueryState } from '@frontdesk/shared/ui';
import { LinkButton, NotFoundState } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { bookingToBillQuery } from '../../checkout/api';
import { CheckoutPage } from '../../checkout/components/CheckoutPage';
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
 * /app/generate-bill/{booking}: the checkout screen (spec §2: the same as /app/checkout), as the
 * booking's bill: its contact, its services, the contact's deposits; the sale names the booking.
 */
export function GenerateBillPage() {
  const { t } = useTranslation('payments');
  const { booking = '' } = useParams();
  const detail = useQuery(bookingToBillQuery(booking));
  return (
    <QueryState
      query={detail}
      loading={t('invoices.generateBill.loading')}
      failed={t('invoices.generateBill.failed')}
      notFound={
        <NotFoundState
          title={t('invoices.generateBill.notFound')}
          text={t('invoices.generateBill.text', { booking })}
          action={<LinkButton to={buildPath('checkout')}>{t('invoices.generateBill.checkout')}</LinkButton>}
        />
      }
    >
      {(data) => <CheckoutPage booking={data} />}
    </QueryState>
  );
}
