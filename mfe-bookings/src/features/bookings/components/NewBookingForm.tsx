import { buildPath, type BookableServiceList, type StaffMember } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, FormFooter } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useCreateBooking } from '../hooks/useCreateBooking';
import { NOTES_MAX, assetTypeOf, chosenServices, type NewBookingValues } from '../utils/newBooking';
import { AssetField } from './AssetField';
import { ContactField } from './ContactField';
import { NotifyCustomerField } from '../../../common/NotifyCustomerField';
import { RepeatFields } from './RepeatFields';
import { BookingTimeFields } from './BookingTimeFields';
import { WaitlistOffer } from './WaitlistOffer';

type Props = {
  services: BookableServiceList;
  team: readonly StaffMember[];
  initialValues: NewBookingValues;
  /** the business's day today: no earlier day has free times */
  today: string;
  /** a start the address asked for, chosen once it is free */
  prefillStart: string | null;
};

/**
 * A booking at the desk: who, what for, which services in order, with whom (or the first free),
 * the day and one of its free times, notes, and a repeat. Nothing is sent until the customer, the
 * services, the staff and the time are chosen. A day with no free time offers its waitlist.
 */
export function NewBookingForm({ services, team, initialValues, today, prefillStart }: Props) {
  const { t } = useTranslation('bookings');
  const [form] = Form.useForm<NewBookingValues>();
  const book = useCreateBooking(form);
  // undefined until the form has mounted; null once the contact is taken off
  const watchedContact = Form.useWatch('contact', form);
  const contact = watchedContact === undefined ? initialValues.contact : watchedContact;
  const serviceIds = Form.useWatch('serviceIds', form) ?? initialValues.serviceIds;
  const staffId = Form.useWatch('staffId', form) ?? initialValues.staffId;
  const day = Form.useWatch('day', form) ?? initialValues.day;
  const chosen = chosenServices(serviceIds, services.items);

  // another customer: their asset, not the last one's (the time fields clear their own dependents)
  const onValuesChange = (changed: Partial<NewBookingValues>) => {
    if ('contact' in changed) form.setFieldValue('assetId', '');
  };

  return (
    <Card style={{ maxWidth: 760 }}>
      <Form<NewBookingValues>
        form={form}
        name="newBooking"
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        onFinish={book.submit}
        disabled={book.busy}
        scrollToFirstError
      >
        <Form.Item name="contact" label={t('bookings.new.contact')} rules={[{ required: true, message: t('bookings.new.contactRequired') }]}>
          <ContactField />
        </Form.Item>
        <AssetField contactId={contact?.id ?? null} assetTypeId={assetTypeOf(chosen)} />
        <BookingTimeFields
          services={services}
          team={team}
          today={today}
          prefillStart={prefillStart}
          contactId={contact?.id}
          timeZone={services.timeZone}
          // a full day: its waitlist instead (afresh for another customer, services, staff or day)
          whenFull={<WaitlistOffer key={[contact?.id, ...serviceIds, staffId, day].join('|')} form={form} contact={contact} services={chosen} />}
        />
        <Form.Item name="notes" label={t('bookings.new.notes')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={NOTES_MAX} showCount />
        </Form.Item>
        <RepeatFields />
        <NotifyCustomerField />
        <ErrorAlert text={book.failure && t('bookings.new.failed', { reason: book.failure })} />
        <FormFooter submit={t('bookings.new.submit')} busy={book.busy} cancel={{ label: t('bookings.new.cancel'), to: buildPath('bookings') }} />
      </Form>
    </Card>
  );
}
