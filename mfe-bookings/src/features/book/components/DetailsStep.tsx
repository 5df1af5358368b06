import type { OnlineService, VisitorBooking } from '@frontdesk/shared';
import { usePublicToken } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { minutesAndSeconds, useCountdown } from '../hooks/useCountdown';
import { useReleaseOnLeave } from '../hooks/useReleaseOnLeave';
import { BookingSummary } from './BookingSummary';
import { DetailsForm } from './DetailsForm';

type Props = {
  hold: VisitorBooking;
  service: OnlineService;
  releasing: boolean;
  onAnotherTime: () => void;
  onBooked: (booking: VisitorBooking, email: string) => void;
  onExpired: () => void;
};

/**
 * Step 4: what is held for the visitor and for how long ("We hold this time for you for 9:41"),
 * and their details. Leaving the page lets the held time go.
 */
export function DetailsStep({ hold, service, ...form }: Props) {
  const { t } = useTranslation('bookings');
  const token = usePublicToken();
  const seconds = useCountdown(hold.holdExpiresAt ?? hold.startsAt);
  useReleaseOnLeave(hold.token);
  return (
    <>
      <BookingSummary booking={hold} depositMinor={service.depositMinor} />
      {/* not a live region: a clock read out every second would drown the form */}
      <p style={{ marginBlock: `0 ${token.marginLG}px`, fontWeight: token.fontWeightStrong }}>
        {seconds > 0 ? t('book.details.held', { time: minutesAndSeconds(seconds) }) : t('book.details.ended')}
      </p>
      <DetailsForm hold={hold} service={service} {...form} />
    </>
  );
}
