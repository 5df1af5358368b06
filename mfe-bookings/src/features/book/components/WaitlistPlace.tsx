import type { VisitorWaitlistPlace } from '@frontdesk/shared';
import { usePublicToken } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBookFormat } from '../hooks/useBookFormat';

type Props = {
  place: VisitorWaitlistPlace;
  /** the address of the day step without the waitlist, and what going there forgets */
  againTo: string;
  onAgain: () => void;
};

/** Step 5 of a full day: the visitor's place in its line, and what happens when a time frees up (mailed, held for them a while). */
export function WaitlistPlace({ place, againTo, onAgain }: Props) {
  const { t } = useTranslation('bookings');
  const format = useBookFormat();
  const token = usePublicToken();
  return (
    <>
      <p role="status" style={{ marginBlock: `0 ${token.marginLG}px` }}>
        {t('book.waitlist.placed', {
          position: place.position,
          service: place.serviceName,
          day: format.dayText(place.day),
          length: format.duration(place.offerMinutes),
        })}
      </p>
      <p style={{ marginBlock: 0 }}>
        <Link to={againTo} onClick={onAgain}>
          {t('book.waitlist.another')}
        </Link>
      </p>
    </>
  );
}
