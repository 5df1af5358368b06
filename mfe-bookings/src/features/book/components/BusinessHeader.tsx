import type { OnlineBookingView } from '@frontdesk/shared';
import { usePublicToken } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';

/** the logo's side beside the name, in CSS pixels (it is stored at most 256: sharp on any screen) */
const LOGO_SIZE = 48;

/** The business's name as its page's heading, with its logo before it (decorative: the name says who it is). */
export function BusinessName({ view }: { view: Pick<OnlineBookingView, 'businessName' | 'logoUrl'> }) {
  const token = usePublicToken();
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: token.marginSM }}>
      {view.logoUrl ? (
        <img
          src={view.logoUrl}
          alt=""
          width={LOGO_SIZE}
          height={LOGO_SIZE}
          style={{ objectFit: 'contain', borderRadius: token.borderRadiusSM, flex: 'none' }}
        />
      ) : null}
      <span>{view.businessName}</span>
    </span>
  );
}

/** Where the business is (with a map to it) and its phone, to call: under its name on every step, when it gave them. */
export function BusinessContact({ view }: { view: Pick<OnlineBookingView, 'businessName' | 'address' | 'phone'> }) {
  const { t } = useTranslation('bookings');
  const token = usePublicToken();
  if (!view.address && !view.phone) return null;
  const map = `https://www.openstreetmap.org/search?query=${encodeURIComponent(view.address)}`;
  return (
    <address
      aria-label={t('book.business.label', { name: view.businessName })}
      style={{ fontStyle: 'normal', color: token.colorTextSecondary, marginBlockEnd: token.marginSM, display: 'grid', gap: 2 }}
    >
      {view.address ? (
        <span style={{ whiteSpace: 'pre-line' }}>
          {/* as the business wrote it, whatever the page's direction */}
          <bdi>{view.address}</bdi>{' '}
          <a href={map} target="_blank" rel="noopener noreferrer">
            {t('book.business.map')}
          </a>
        </span>
      ) : null}
      {view.phone ? (
        <a
          href={`tel:${view.phone.replace(/[^\d+]/g, '')}`}
          dir="ltr"
          aria-label={t('book.business.call', { phone: view.phone })}
          style={{ justifySelf: 'start' }}
        >
          {view.phone}
        </a>
      ) : null}
    </address>
  );
}
