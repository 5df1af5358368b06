import {
  failureCodeOf,
  type OnlineBookingView,
  type OnlineService,
  type VisitorDetails,
  type VisitorVerification,
  type VisitorWaitlistPlace,
} from '@frontdesk/shared';
import { usePublicMutation, usePublicToken } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { joinWaitlist, resendJoinCode, verifyJoin } from '../api';
import { ANYONE } from '../hooks/useBookAddress';
import { useBookFormat } from '../hooks/useBookFormat';
import type { DetailValues } from '../utils/details';
import { DetailsForm } from './DetailsForm';
import { EmailCode } from './EmailCode';

type Props = {
  businessId: string;
  view: OnlineBookingView;
  service: OnlineService;
  /** a staff member's id, or ANYONE */
  staff: string;
  /** the full day (the business's) */
  day: string;
  /** the code mailed for the details sent, while the visitor enters it; null before */
  sent: VisitorVerification | null;
  /** the details sent last (the form opens with them when the visitor goes back to change them) */
  initial: DetailValues | null;
  onSent: (sent: VisitorVerification, values: DetailValues) => void;
  /** back from the code to the details, to send them to another address */
  onOtherEmail: () => void;
  onPlaced: (place: VisitorWaitlistPlace) => void;
  /** the day has free time after all (409 day_not_full): its times are shown again */
  onNotFull: () => void;
};

/**
 * A full day's waitlist (step 4 in the details' place): what the visitor waits for, and the same
 * details a booking asks, then the code mailed to them: their place counts once it is entered
 * (docs/decisions/0032), and they are told it. A day with free time after all sends them back to
 * its times; any other refusal is told on the form.
 */
export function JoinWaitlist({ businessId, view, service, staff, day, sent, initial, onSent, onOtherEmail, onPlaced, onNotFull }: Props) {
  const { t } = useTranslation('bookings');
  const format = useBookFormat();
  const token = usePublicToken();
  const staffId = staff === ANYONE ? undefined : staff;
  const notFullOn = (error: unknown) => {
    if (failureCodeOf(error) === 'day_not_full') onNotFull();
  };
  const join = usePublicMutation({
    mutationFn: ({ details }: { details: VisitorDetails; values: DetailValues }) =>
      joinWaitlist(businessId, { ...details, serviceId: service.id, ...(staffId ? { staffId } : {}), day }),
    onSuccess: (mailed, { values }) => onSent(mailed, values),
    onError: notFullOn,
  });
  const who = view.staff.find((member) => member.id === staffId)?.name ?? t('book.waitlist.anyone');
  if (sent) {
    return (
      <EmailCode
        verification={sent}
        sentText={t('book.code.sentToJoin', { email: sent.email })}
        submit={t('book.waitlist.join')}
        checking={t('book.waitlist.joining')}
        verify={(code) => verifyJoin(sent.token, { code })}
        resend={() => resendJoinCode(sent.token)}
        onVerified={onPlaced}
        onFailure={notFullOn}
        onOtherEmail={onOtherEmail}
      />
    );
  }
  return (
    <>
      <p style={{ marginBlock: `0 ${token.marginLG}px` }}>{t('book.waitlist.intro', { service: service.name, staff: who, day: format.dayText(day) })}</p>
      <p style={{ marginBlock: `0 ${token.marginSM}px` }}>{t('book.code.note')}</p>
      <DetailsForm
        service={service}
        label={t('book.waitlist.title')}
        sending={join}
        onSubmit={(details, values) => join.mutate({ details, values })}
        initial={initial}
        submit={join.busy ? t('book.code.sending') : t('book.code.send')}
      />
    </>
  );
}
