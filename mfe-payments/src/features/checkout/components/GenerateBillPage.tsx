import { buildPath, useQuery } from '@frontdesk/shared';
import { QueryState } from '@frontdesk/shared/ui';
import { LinkButton, NotFoundState } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { bookingToBillQuery } from '../api';
import { CheckoutPage } from './CheckoutPage';

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
      loading={t('checkout.generateBill.loading')}
      failed={t('checkout.generateBill.failed')}
      notFound={
        <NotFoundState
          title={t('checkout.generateBill.notFound')}
          text={t('checkout.generateBill.text', { booking })}
          action={<LinkButton to={buildPath('checkout')}>{t('checkout.generateBill.checkout')}</LinkButton>}
        />
      }
    >
      {(data) => <CheckoutPage booking={data} />}
    </QueryState>
  );
}
