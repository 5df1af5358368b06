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
