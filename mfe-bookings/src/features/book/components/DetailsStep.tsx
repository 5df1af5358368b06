import { useDepositPolicyText, type OnlineService, type VisitorBooking, type VisitorDetails, type VisitorVerification } from '@frontdesk/shared';
import { usePublicMutation, usePublicToken } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { confirmHold, resendHoldCode, verifyHold } from '../api';
import { useBookFormat } from '../hooks/useBookFormat';
import { minutesAndSeconds, useCountdown } from '../hooks/useCountdown';
import { useReleaseOnLeave } from '../hooks/useReleaseOnLeave';
import type { DetailValues } from '../utils/details';
import { isHoldGone } from '../utils/failures';
import { BookingSummary } from './BookingSummary';
import { DetailsForm } from './DetailsForm';
import { EmailCode } from './EmailCode';
import type { DepositDue } from '../types';

type Props = {
  hold: VisitorBooking;
  service: OnlineService;
  /** the code mailed for the details sent, while the visitor enters it; null before */
  sent: VisitorVerification | null;
  /** the details sent last (the form opens with them when the visitor goes back to change them) */
  initial: DetailValues | null;
  /** the held time is being let go: the form waits */
  releasing: boolean;
  onAnotherTime: () => void;
  onSent: (sent: VisitorVerification, values: DetailValues) => void;
  /** back from the code to the details, to send them to another address */
  onOtherEmail: () => void;
  onBooked: (booking: VisitorBooking, email: string) => void;
  /** the service asks a deposit: the time stays held until it is paid on the answer's payUrl */
  onDepositDue: (held: DepositDue) => void;
  /** the hold ran out before the visitor booked */
  onExpired: () => void;
};

/**
 * Step 4: what is held for the visitor and for how long ("We hold this time for you for 9:41"),
 * their details, then the code mailed to them (docs/decisions/0032): entered, the held time is
 * booked, or, when the service asks a deposit, "Continue to pay $17.00 deposit": the time stays
 * held for its payment. A hold that ran out sends the visitor back to the day's times. Leaving the
 * page lets the held time go (not when it leaves for the deposit's pay page: this step is gone by
 * then, and its listener with it).
 */
export function DetailsStep({ hold, service, sent, initial, releasing, onAnotherTime, onSent, onOtherEmail, onBooked, onDepositDue, onExpired }: Props) {
  const { t } = useTranslation('bookings');
  const token = usePublicToken();
  const { money } = useBookFormat();
  const policy = useDepositPolicyText();
  // the first code moves the hold's end, so the mail has time to come
  const seconds = useCountdown(sent?.holdExpiresAt ?? hold.holdExpiresAt ?? hold.startsAt);
  useReleaseOnLeave(hold.token);
  const expiredOn = (error: unknown) => {
    if (isHoldGone(error)) onExpired();
  };
  const send = usePublicMutation({
    mutationFn: ({ details }: { details: VisitorDetails; values: DetailValues }) => confirmHold(hold.token, details),
    onSuccess: (mailed, { values }) => onSent(mailed, values),
    onError: expiredOn,
  });
  const book = service.depositMinor > 0 ? t('book.details.payDeposit', { amount: money(service.depositMinor, hold.currency) }) : t('book.details.book');
  return (
    <>
      <BookingSummary booking={hold} depositMinor={service.depositMinor} />
      {service.depositMinor > 0 ? (
        // the business's policy, read before paying
        <p style={{ marginBlock: `0 ${token.marginSM}px` }}>
          {policy({ outcome: hold.depositOnCancel, cutoffHours: hold.cancelCutoffHours, amount: money(service.depositMinor, hold.currency) })}
        </p>
      ) : null}
      {/* not a live region: a clock read out every second would drown the form */}
      <p style={{ marginBlock: `0 ${token.marginLG}px`, fontWeight: token.fontWeightStrong }}>
        {seconds > 0 ? t('book.details.held', { time: minutesAndSeconds(seconds) }) : t('book.details.ended')}
      </p>
      {sent ? (
        <EmailCode
          verification={sent}
          sentText={t('book.code.sentToBook', { email: sent.email })}
          submit={book}
          checking={t('book.details.booking')}
          verify={(code) => verifyHold(hold.token, { code })}
          resend={() => resendHoldCode(hold.token)}
          onVerified={(booked) => {
            if (booked.status === 'held' && booked.payUrl) onDepositDue({ ...booked, payUrl: booked.payUrl });
            else onBooked(booked, sent.email);
          }}
          onFailure={expiredOn}
          onOtherEmail={onOtherEmail}
        />
      ) : (
        <>
          <p style={{ marginBlock: `0 ${token.marginSM}px` }}>{t('book.code.note')}</p>
          <DetailsForm
            service={service}
            label={t('book.details.title')}
            sending={send}
            onSubmit={(details, values) => send.mutate({ details, values })}
            initial={initial}
            submit={send.busy ? t('book.code.sending') : t('book.code.send')}
            waiting={releasing}
            other={{ label: t('book.details.another'), onClick: onAnotherTime }}
          />
        </>
      )}
    </>
  );
}
