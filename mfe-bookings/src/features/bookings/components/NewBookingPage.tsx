import { buildPath, dayIn, todayIn, useQuery, type BookableServiceList, type Contact, type StaffList } from '@frontdesk/shared';
import { Flex } from '@frontdesk/shared/antd';
import { EmptyState, LoadingState, QueryState } from '@frontdesk/shared/ui';
import { LinkButton, PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { bookableServicesQuery, staffQuery } from '../../../common/api';
import { contactQuery } from '../api';
import { ANYONE, type NewBookingValues } from '../utils/newBooking';
import { NewBookingForm } from './NewBookingForm';

/** What the address may fill in: `?contact={id}` (from a contact's page), `?staff=&start=` (from the calendar). */
type Asked = { contactId: string | null; staffId: string | null; start: string | null };

const isInstant = (value: string | null): value is string => value !== null && !Number.isNaN(Date.parse(value)) && value.includes('T');

/** The form's first values: the customer, staff member and day the address names, else today with anyone. */
function firstValues(asked: Asked, contact: Contact | undefined, team: StaffList): NewBookingValues {
  const member = team.items.find((m) => m.id === asked.staffId && !m.archived);
  const name = contact ? [contact.firstName, contact.lastName].filter(Boolean).join(' ') : '';
  return {
    contact: contact ? { id: contact.id, name } : null,
    assetId: '',
    serviceIds: [],
    staffId: member?.id ?? ANYONE,
    day: isInstant(asked.start) ? dayIn(asked.start, team.timeZone) : todayIn(team.timeZone),
    slot: null,
    notes: '',
    repeat: false,
    everyWeeks: 1,
    ends: 'count',
    count: 4,
    until: '',
    notify: true,
  };
}

/** /app/bookings/new: an appointment booked at the desk, for a customer, in a free time of a day. */
export function NewBookingPage() {
  const { t } = useTranslation('bookings');
  const [params] = useSearchParams();
  const asked: Asked = { contactId: params.get('contact'), staffId: params.get('staff'), start: params.get('start') };
  const services = useQuery(bookableServicesQuery());
  const staff = useQuery(staffQuery());
  const contact = useQuery({ ...contactQuery(asked.contactId ?? ''), enabled: Boolean(asked.contactId) });
  // a contact the address names that cannot be read leaves the field to fill in
  const contactSettled = !asked.contactId || contact.isSuccess || contact.isError;

  return (
    <Flex vertical gap="middle">
      <PageTitle routeId="bookingNew" />
      <QueryState
        query={services}
        size="section"
        loading={t('bookings.new.loading')}
        failed={t('bookings.new.loadFailed')}
        isEmpty={(list: BookableServiceList) => list.items.length === 0}
        empty={
          <EmptyState
            size="section"
            title={t('bookings.new.noServices')}
            action={<LinkButton to={buildPath('bookings')}>{t('bookings.detail.back')}</LinkButton>}
          />
        }
      >
        {(list) => (
          <QueryState query={staff} size="section" loading={t('bookings.new.loading')} failed={t('bookings.new.loadFailed')}>
            {(team) =>
              contactSettled ? (
                <NewBookingForm
                  services={list}
                  team={team.items}
                  today={todayIn(team.timeZone)}
                  initialValues={firstValues(asked, contact.data, team)}
                  prefillStart={isInstant(asked.start) ? asked.start : null}
                />
              ) : (
                <LoadingState size="section" label={t('bookings.new.loading')} />
              )
            }
          </QueryState>
        )}
      </QueryState>
    </Flex>
  );
}
