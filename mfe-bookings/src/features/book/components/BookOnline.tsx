import { isNotFound } from '@frontdesk/shared';
import { PublicPanel, PublicReadState, usePublicRead } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { readBookingPage } from '../api';
import { AddressIncomplete } from './AddressIncomplete';
import { BookingFlow } from './BookingFlow';

/** A business's booking page: what it offers read once, then the steps; a business that takes no online bookings said kindly. */
export function BookOnline({ businessId }: { businessId: string }) {
  const { t } = useTranslation('bookings');
  const page = usePublicRead(businessId, () => readBookingPage(businessId));
  if (isNotFound(page.error)) return <AddressIncomplete />;
  if (!page.data) {
    return (
      <PublicPanel title={t('book.title')}>
        <PublicReadState read={page} loading={t('book.loading')} />
      </PublicPanel>
    );
  }
  return <BookingFlow businessId={businessId} view={page.data} />;
}
