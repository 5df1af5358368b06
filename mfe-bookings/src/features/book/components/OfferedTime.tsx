import { dayIn, failureCodeOf, todayIn, type VisitorBooking } from '@frontdesk/shared';
import { PublicAlert, PublicButton, PublicForm, usePublicMutation, usePublicToken } from '@frontdesk/shared/public';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { acceptOffer } from '../api';
import { useBookFormat } from '../hooks/useBookFormat';
import { isHoldGone } from '../utils/failures';
import { BookingSummary } from './BookingSummary';
import { DeclineOfferDialog } from './DeclineOfferDialog';
import { GoingToPay } from './GoingToPay';
import { ZoneNote } from './ZoneNote';
import type { DepositDue } from '../types';

type Props = {
  businessId: string;
  /** a time the waitlist offered (held, waitlistOffer) */
  booking: VisitorBooking;
  /** accepted: the booking, confirmed */
  onBooked: (booking: VisitorBooking) => void;
};

/** Where the offer stands once answered: leaving to pay its deposit, let go, or no longer open (why). */
type Outcome = { kind: 'paying'; booking: DepositDue } | { kind: 'declined' } | { kind: 'closed'; text: string };

/**
 * A time that freed up on a full day, held for the first in line (the offer mail's link): what,
 * when on the business's clock, with whom, the price and the deposit it asks, until when it is
 * held; "Book this time" (where a deposit is asked, on to its pay page, the time still held) or
 * "No thanks" after a confirmation (the time goes to the next in line).
 */
export function OfferedTime({ businessId, booking, onBooked }: Props) {
  const { t } = useTranslation(['bookings', 'common']);
  const format = useBookFormat();
  const theme = usePublicToken();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [asking, setAsking] = useState(false);
  const gone = (error: unknown) => {
    setAsking(false);
    setOutcome({ kind: 'closed', text: failureCodeOf(error) === 'hold_expired' ? t('common:errors.hold_expired') : t('book.offer.gone') });
  };
  const accept = usePublicMutation<VisitorBooking, void>({
    mutationFn: () => acceptOffer(booking.token),
    onSuccess: (answer) => {
      if (answer.status === 'held' && answer.payUrl) setOutcome({ kind: 'paying', booking: { ...answer, payUrl: answer.payUrl } });
      else onBooked(answer);
    },
    onError: (error) => {
      if (isHoldGone(error)) gone(error);
    },
  });

  const line = { marginBlock: `0 ${theme.marginSM}px` };
  const heading = { fontSize: theme.fontSizeHeading4, fontWeight: theme.fontWeightStrong, color: theme.colorTextHeading, marginBlock: `0 ${theme.marginSM}px` };
  const againTo = `/book?business=${encodeURIComponent(businessId)}`;
  const until = booking.holdExpiresAt ?? booking.startsAt;
  const closed = outcome?.kind === 'closed' ? outcome.text : Date.parse(until) <= Date.now() ? t('common:errors.hold_expired') : null;
  // held for two hours: past midnight, the day is said too
  const heldText =
    dayIn(until, booking.timeZone) === todayIn(booking.timeZone)
      ? t('book.offer.held', { time: format.clock(until, booking.timeZone, { withZone: true }) })
      : t('book.offer.heldDay', { when: format.when(until, booking.timeZone) });

  let body;
  if (outcome?.kind === 'paying') body = <GoingToPay booking={outcome.booking} />;
  else if (outcome?.kind === 'declined' || closed) {
    body = (
      <>
        {closed ? (
          <PublicAlert>{closed}</PublicAlert>
        ) : (
          <p role="status" style={line}>
            {t('book.offer.declined')}
          </p>
        )}
        <Link to={againTo}>{t('book.manage.again')}</Link>
      </>
    );
  } else {
    body = (
      <>
        <BookingSummary booking={booking} depositMinor={booking.depositMinor} />
        <ZoneNote timeZone={booking.timeZone} />
        <p style={{ ...line, fontWeight: theme.fontWeightStrong }}>{heldText}</p>
        <PublicAlert>{accept.errorText}</PublicAlert>
        <PublicForm<Record<string, never>> onSubmit={() => accept.mutate()} busy={accept.busy} aria-label={t('book.offer.title')}>
          <PublicButton busy={accept.busy}>{accept.busy ? t('book.offer.accepting') : t('book.offer.accept')}</PublicButton>
          <PublicButton onClick={() => setAsking(true)}>{t('book.offer.decline')}</PublicButton>
        </PublicForm>
        {asking ? (
          <DeclineOfferDialog token={booking.token} onClose={() => setAsking(false)} onDeclined={() => setOutcome({ kind: 'declined' })} onGone={gone} />
        ) : null}
      </>
    );
  }
  return (
    <>
      <h2 style={heading}>{t('book.offer.title')}</h2>
      {body}
    </>
  );
}
