import type { OnlineBookingView, OnlineService } from '@frontdesk/shared';
import { usePublicToken } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBookFormat } from '../hooks/useBookFormat';

type Props = {
  view: Pick<OnlineBookingView, 'currency'>;
  visit: OnlineService;
  /** the address that chooses another service for it, or null when none may join */
  addTo: string | null;
};

/** The visit so far, above the steps after the services: its services, how long it takes and its price, and "Add another service". */
export function VisitServices({ view, visit, addTo }: Props) {
  const { t } = useTranslation('bookings');
  const format = useBookFormat();
  const token = usePublicToken();
  // each piece isolated, side by side in the page's direction: a Latin name inside a right-to-left page stays whole
  return (
    <p
      aria-label={t('book.service.visit')}
      style={{ display: 'flex', flexWrap: 'wrap', columnGap: token.marginSM, marginBlock: `0 ${token.marginSM}px`, color: token.colorTextSecondary }}
    >
      <bdi style={{ color: token.colorText, fontWeight: token.fontWeightStrong }}>{visit.name}</bdi>
      <bdi>{t('book.service.visitTotal', { duration: format.duration(visit.durationMinutes), price: format.money(visit.priceMinor, view.currency) })}</bdi>
      {addTo ? <Link to={addTo}>{t('book.service.add')}</Link> : null}
    </p>
  );
}
