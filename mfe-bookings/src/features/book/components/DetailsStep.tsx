import type { OnlineService, VisitorBooking, VisitorDetails } from '@frontdesk/shared';
import { usePublicMutation, usePublicToken } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { confirmHold } from '../api';
import { useBookFormat } from '../hooks/useBookFormat';
import { minutesAndSeconds, useCountdown } from '../hooks/useCountdown';
import { useReleaseOnLeave } from '../hooks/useReleaseOnLeave';
import { isHoldGone } from '../utils/failures';
import { BookingSummary } from './BookingSummary';
import { DetailsForm } from './DetailsForm';
import type { DepositDue } from '../types';

type Props = {
  hold: VisitorBooking;
  service: OnlineService;
  /** the held time is being let go: the form waits */
  releasing: boolean;
  onAnotherTime: () => void;
  onBooked: (booking: VisitorBooking, email: string) => void;
  /** the service asks a deposit: the time stays held until it is paid on the answer's payUrl */
  onDepositDue: (held: DepositDue) => void;
  /** the hold ran out before the visitor booked */
  onExpired: () => void;
};

/**
 * Step 4: what is held for the visitor and for how long ("We hold this time for you for 9:41"),
 * and their details, then "Book": the held time is booked, or, when the service asks a deposit,
 * "Continue to pay $17.00 deposit": the time stays held for its payment. A hold that ran out sends
 * the visitor back to the day's times. Leaving the page lets the held time go (not when it leaves
 * for the deposit's pay page: this step is gone by then, and its listener with it).
 */
export function DetailsStep({ hold, service, releasing, onAnotherTime, onBooked, onDepositDue, onExpired }: Props) {
  const { t } = useTranslation('bookings');
  const token = usePublicToken();
  const { money } = useBookFormat();
  const seconds = useCountdown(hold.holdExpiresAt ?? hold.startsAt);
  useReleaseOnLeave(hold.token);
  const confirm = usePublicMutation({
    mutationFn: async (details: VisitorDetails) => {
      try {
        const booked = await confirmHold(hold.token, details);
        if (booked.status === 'held' && booked.payUrl) onDepositDue({ ...booked, payUrl: booked.payUrl });
        else onBooked(booked, details.email);
        return booked;
      } catch (error) {
        if (isHoldGone(error)) onExpired();
        throw error;
      }
    },
  });
  const submit = confirm.busy
    ? t('book.details.booking')
    : service.depositMinor > 0
      ? t('book.details.payDeposit', { amount: money(service.depositMinor, hold.currency) })
      : t('book.details.book');
  return (
    <>
      <BookingSummary booking={hold} depositMinor={service.depositMinor} />
      {/* not a live region: a clock read out every second would drown the form */}
      <p style={{ marginBlock: `0 ${token.marginLG}px`, fontWeight: token.fontWeightStrong }}>
        {seconds > 0 ? t('book.details.held', { time: minutesAndSeconds(seconds) }) : t('book.details.ended')}
      </p>
      <DetailsForm
        service={service}
        label={t('book.details.title')}
        sending={confirm}
        onSubmit={confirm.mutate}
        submit={submit}
        waiting={releasing}
        other={{ label: t('book.details.another'), onClick: onAnotherTime }}
      />
    </>
  );
}
