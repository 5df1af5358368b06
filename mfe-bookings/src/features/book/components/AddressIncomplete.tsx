import { PublicPanel } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';

/** An address with no business, or one whose business takes no online bookings: said kindly, with nothing to fill in. */
export function AddressIncomplete() {
  const { t } = useTranslation('bookings');
  return (
    <PublicPanel title={t('book.title')}>
      <p style={{ marginBlock: 0 }}>{t('book.incomplete')}</p>
    </PublicPanel>
  );
}
