import { dayIn, failureCodeOf, todayIn, useApiMutation, useQuery, useQueryClient, type Booking, type BookingPatch } from '@frontdesk/shared';
import { QueryState } from '@frontdesk/shared/ui';
import { DrawerForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';
import { bookableServicesQuery, staffQuery } from '../../../common/api';
import { changeBooking } from '../api';
import { staffOf, type TimeValues } from '../utils/newBooking';
import { BookingTimeFields } from './BookingTimeFields';
import { NotifyCustomerField } from '../../../common/NotifyCustomerField';
import { SeriesScopeField, type SeriesScope } from './SeriesScopeField';

type Props = { booking: Booking; timeZone: string; onClose: () => void };

/** The change's fields: what and when, and for a series' appointment whether the later ones move alike. */
type ChangeValues = TimeValues & { scope: SeriesScope; notify: boolean };

/** Where the API's refusal of a change goes: the services, the staff member, or the time. */
const fieldOf = (field: string): keyof ChangeValues | null => {
  const root = field.split('.')[0];
  if (root === 'serviceIds' || root === 'staffId' || root === 'scope') return root;
  if (root === 'startsAt' || root === 'endsAt') return 'slot';
  return null;
};

/**
 * A booking rescheduled, given to another staff member or other services, from its own page: the
 * same free times as a new booking's (its own time counts as free), the same rule against a time
 * that is taken. What changes is sent once, and kept in its history.
 */
export function ChangeBookingDrawer({ booking, timeZone, onClose }: Props) {
  const { t } = useTranslation('bookings');
  const client = useQueryClient();
  const services = useQuery(bookableServicesQuery());
  const team = useQuery(staffQuery());
  const change = useApiMutation({
    mutationFn: (patch: BookingPatch) => changeBooking(booking.id, patch),
    invalidates: [['bookings'], ['booking-slots']],
    successMessage: t('bookings.change.done'),
    failureToast: false,
    onSuccess: onClose,
    onError: (error) => {
      // taken meanwhile: the free times are read again
      if (failureCodeOf(error) === 'slot_taken') void client.invalidateQueries({ queryKey: ['booking-slots'] });
    },
  });
  const initialValues: ChangeValues = {
    serviceIds: booking.services.flatMap((line) => (line.itemId ? [line.itemId] : [])),
    staffId: booking.staffId,
    day: dayIn(booking.startsAt, timeZone),
    slot: null,
    scope: 'one',
    notify: true,
  };

  return (
    <DrawerForm<ChangeValues, unknown, BookingPatch>
      title={t('bookings.change.title')}
      submitText={t('bookings.change.submit')}
      cancelText={t('bookings.change.keep')}
      width={560}
      mutation={change}
      initialValues={initialValues}
      transform={({ serviceIds, staffId, slot, scope, notify }) =>
        slot
          ? { serviceIds, staffId: staffOf(staffId, slot), startsAt: slot.startsAt, ...(scope === 'following' ? { scope } : {}), ...(notify ? {} : { notify }) }
          : null
      }
      fieldOf={fieldOf}
      failure={(reason) => t('bookings.change.failed', { reason })}
      onClose={onClose}
    >
      <QueryState query={services} size="section" loading={t('bookings.new.loading')} failed={t('bookings.new.loadFailed')}>
        {(list) => (
          <QueryState query={team} size="section" loading={t('bookings.new.loading')} failed={t('bookings.new.loadFailed')}>
            {(staff) => (
              <BookingTimeFields
                services={list}
                team={staff.items}
                today={todayIn(timeZone)}
                // its own time, chosen to start with: the change is what the desk picks instead
                prefillStart={booking.startsAt}
                exceptBookingId={booking.id}
                contactId={booking.contactId}
                timeZone={timeZone}
              />
            )}
          </QueryState>
        )}
      </QueryState>
      {booking.seriesId && <SeriesScopeField help={t('bookings.change.scopeHelp')} />}
      <NotifyCustomerField />
    </DrawerForm>
  );
}
