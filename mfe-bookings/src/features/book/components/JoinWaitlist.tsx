import { failureCodeOf, type OnlineBookingView, type OnlineService, type VisitorDetails, type VisitorWaitlistPlace } from '@frontdesk/shared';
import { usePublicMutation, usePublicToken } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { joinWaitlist } from '../api';
import { ANYONE } from '../hooks/useBookAddress';
import { useBookFormat } from '../hooks/useBookFormat';
import { DetailsForm } from './DetailsForm';

type Props = {
  businessId: string;
  view: OnlineBookingView;
  service: OnlineService;
  /** a staff member's id, or ANYONE */
  staff: string;
  /** the full day (the business's) */
  day: string;
  onPlaced: (place: VisitorWaitlistPlace) => void;
  /** the day has free time after all (409 day_not_full): its times are shown again */
  onNotFull: () => void;
};

/**
 * A full day's waitlist (step 4 in the details' place): what the visitor waits for, and the same
 * details a booking asks. Joined, the visitor is told their place in line; a day with free time
 * after all sends them back to its times; any other refusal (already waiting) is told on the form.
 */
export function JoinWaitlist({ businessId, view, service, staff, day, onPlaced, onNotFull }: Props) {
  const { t } = useTranslation('bookings');
  const format = useBookFormat();
  const token = usePublicToken();
  const staffId = staff === ANYONE ? undefined : staff;
  const join = usePublicMutation({
    mutationFn: async (details: VisitorDetails) => {
      try {
        const place = await joinWaitlist(businessId, { ...details, serviceId: service.id, ...(staffId ? { staffId } : {}), day });
        onPlaced(place);
        return place;
      } catch (error) {
        if (failureCodeOf(error) === 'day_not_full') onNotFull();
        throw error;
      }
    },
  });
  const who = view.staff.find((member) => member.id === staffId)?.name ?? t('book.waitlist.anyone');
  return (
    <>
      <p style={{ marginBlock: `0 ${token.marginLG}px` }}>{t('book.waitlist.intro', { service: service.name, staff: who, day: format.dayText(day) })}</p>
      <DetailsForm
        service={service}
        label={t('book.waitlist.title')}
        sending={join}
        onSubmit={join.mutate}
        submit={join.busy ? t('book.waitlist.joining') : t('book.waitlist.join')}
      />
    </>
  );
}
