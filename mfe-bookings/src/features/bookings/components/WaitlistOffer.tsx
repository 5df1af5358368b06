import type { BookableService } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert } from '@frontdesk/shared/ui-pages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useJoinWaitlist } from '../hooks/useJoinWaitlist';
import type { NewBookingValues } from '../utils/newBooking';
import { toWaitlistInput } from '../utils/waitlist';

type BookingForm = ReturnType<typeof Form.useForm<NewBookingValues>>[0];

type Props = {
  form: BookingForm;
  /** the customer chosen, if any */
  contact: NewBookingValues['contact'];
  /** the services chosen, in order: the first one waits */
  services: readonly BookableService[];
};

/**
 * On a day with no free time for the services and staff chosen: put the customer on that day's
 * waitlist instead (the first service, the staff member or anyone, the notes), and say their place.
 * Shown under the free times; a change of customer, services, staff or day starts it afresh.
 */
export function WaitlistOffer({ form, contact, services }: Props) {
  const { t } = useTranslation('bookings');
  const id = useId();
  const join = useJoinWaitlist(form, contact?.name ?? '');
  const first = services[0];
  const onlyFirst = first !== undefined && services.length > 1;
  const add = () => {
    const input = toWaitlistInput(form.getFieldsValue(['contact', 'assetId', 'serviceIds', 'staffId', 'day', 'notes']) as NewBookingValues);
    if (input) join.submit(input);
  };

  if (join.joined) {
    return (
      <Typography.Text role="status" type="success">
        {t('bookings.waitlist.join.added', { position: join.joined.position ?? 1 })}
      </Typography.Text>
    );
  }
  return (
    <Flex vertical gap="small" align="flex-start">
      <Typography.Text type="secondary" id={`${id}-help`}>
        {t('bookings.waitlist.join.help')}
      </Typography.Text>
      <Button
        onClick={add}
        loading={join.busy}
        disabled={!contact || !first}
        aria-describedby={[`${id}-help`, contact ? '' : `${id}-contact`, onlyFirst ? `${id}-first` : ''].filter(Boolean).join(' ')}
      >
        {contact ? t('bookings.waitlist.join.add', { name: contact.name }) : t('bookings.waitlist.join.addSomeone')}
      </Button>
      {contact ? null : (
        <Typography.Text type="secondary" id={`${id}-contact`}>
          {t('bookings.waitlist.join.chooseContact')}
        </Typography.Text>
      )}
      {onlyFirst ? (
        <Typography.Text type="secondary" id={`${id}-first`}>
          {t('bookings.waitlist.join.firstService', { service: first.name })}
        </Typography.Text>
      ) : null}
      <ErrorAlert text={join.failure} />
    </Flex>
  );
}
