import { PublicPanel, PublicReadState } from '@frontdesk/shared/public';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { usePayLink } from '../hooks/usePayLink';
import { usePayment } from '../hooks/usePayment';
import { isAmountChanged, unavailableOf } from '../utils/payFailure';
import { LinkUnavailable } from './LinkUnavailable';
import { PayConfirmation } from './PayConfirmation';
import { DepositSummary } from './DepositSummary';
import { PayForm } from './PayForm';
import { PaySummary } from './PaySummary';
import { TestModeNotice } from './TestModeNotice';

/**
 * The public pay page (/pay/{paymentLinkId}), a customer's first visit on a phone: the business,
 * what is paid (an invoice, or the deposit that books a held time) and the amount, then the card;
 * a confirmation once paid; "test mode" above both while the server's processor is the test one.
 * Built from the public kit only (docs/decisions/0016-public-forms.md, 0023-public-data.md).
 */
export function PayPage() {
  const { t } = useTranslation('payments');
  const { paymentLinkId = '' } = useParams();
  const link = usePayLink(paymentLinkId);
  const payment = usePayment(paymentLinkId);
  // the balance changed while the page was open: read it again, for the customer to pay the new amount
  const amountChanged = isAmountChanged(payment.error);
  const { retry } = link;
  useEffect(() => {
    if (amountChanged) retry();
  }, [amountChanged, payment.error, retry]);

  if (payment.data) return <PayConfirmation receipt={payment.data} />;
  const unavailable = unavailableOf(link.error) ?? unavailableOf(payment.error);
  if (unavailable) return <LinkUnavailable reason={unavailable} />;
  if (!link.data) {
    return (
      <PublicPanel title={t('pay.title')}>
        <PublicReadState read={link} loading={t('pay.loading')} />
      </PublicPanel>
    );
  }
  return (
    <PublicPanel title={link.data.businessName}>
      <TestModeNotice />
      {link.data.purpose === 'deposit' && link.data.booking ? <DepositSummary link={link.data} booking={link.data.booking} /> : <PaySummary link={link.data} />}
      <PayForm link={link.data} payment={payment} />
    </PublicPanel>
  );
}
