import { PublicPanel } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';

/** Public online booking (/book); choosing a service and a time lands with the bookings issue. */
export function BookPage() {
  const { t } = useTranslation('bookings');
  return (
    <PublicPanel title={t('book.title')}>
      <p style={{ margin: 0 }}>{t('book.building')}</p>
    </PublicPanel>
  );
}
