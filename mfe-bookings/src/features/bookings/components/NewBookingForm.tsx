import { buildPath, useFormat, type BookableServiceList, type StaffMember } from '@frontdesk/shared';
import { Flex, Input, Select, Typography } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, FormFooter } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useDurationText } from '../../../common/hooks/useDurationText';
import { useCreateBooking } from '../hooks/useCreateBooking';
import { ANYONE, MAX_SERVICES, NOTES_MAX, assetTypeOf, chosenServices, performersOf, type NewBookingValues } from '../utils/newBooking';
import { AssetField } from './AssetField';
import { ContactField } from './ContactField';
import { RepeatFields } from './RepeatFields';
import { SlotField } from './SlotField';
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
  const duration = useDurationText();
  const format = useFormat();
  const [form] = Form.useForm<NewBookingValues>();
  const book = useCreateBooking(form);
  // undefined until the form has mounted; null once the contact is taken off
  const watchedContact = Form.useWatch('contact', form);
  const contact = watchedContact === undefined ? initialValues.contact : watchedContact;
  const serviceIds = Form.useWatch('serviceIds', form) ?? initialValues.serviceIds;
  const staffId = Form.useWatch('staffId', form) ?? initialValues.staffId;
  const day = Form.useWatch('day', form) ?? initialValues.day;
  const chosen = chosenServices(serviceIds, services.items);
  const performers = performersOf(chosen, team);
  const minutes = chosen.reduce((sum, service) => sum + service.durationMinutes, 0);
  const price = chosen.reduce((sum, service) => sum + service.priceMinor, 0);

  // a change upstream clears what depended on it: the time (and a staff member who no longer fits)
  const onValuesChange = (changed: Partial<NewBookingValues>, values: NewBookingValues) => {
    if ('contact' in changed) form.setFieldValue('assetId', '');
    if (
      'serviceIds' in changed &&
      values.staffId !== ANYONE &&
      !performersOf(chosenServices(values.serviceIds, services.items), team).some((m) => m.id === values.staffId)
    ) {
      form.setFieldValue('staffId', ANYONE);
    }
    if ('serviceIds' in changed || 'staffId' in changed || 'day' in changed) form.setFieldValue('slot', null);
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
        <Form.Item
          name="serviceIds"
          label={t('bookings.new.services')}
          extra={
            chosen.length > 0 ? t('bookings.new.servicesTotal', { duration: duration(minutes), price: format.money(price, services.currency) }) : undefined
          }
          rules={[
            { type: 'array', required: true, min: 1, message: t('bookings.new.servicesRequired') },
            { type: 'array', max: MAX_SERVICES, message: t('bookings.new.servicesTooMany', { max: MAX_SERVICES }) },
          ]}
        >
          <Select
            mode="multiple"
            placeholder={t('bookings.new.servicesPlaceholder')}
            optionFilterProp="label"
            options={services.items.map((service) => ({ value: service.id, label: service.name, service }))}
            optionRender={({ data }) =>
              t('bookings.new.service', {
                name: data.service.name,
                duration: duration(data.service.durationMinutes),
                price: format.money(data.service.priceMinor, services.currency),
              })
            }
          />
        </Form.Item>
        <Flex gap="middle" wrap>
          <Form.Item
            name="staffId"
            label={t('bookings.new.staff')}
            style={{ flex: '1 1 240px' }}
            rules={[{ required: true, message: t('bookings.new.staffRequired') }]}
            extra={chosen.length > 0 && performers.length === 0 ? <Typography.Text type="danger">{t('bookings.new.noStaff')}</Typography.Text> : undefined}
          >
            <Select options={[{ value: ANYONE, label: t('bookings.new.anyone') }, ...performers.map((member) => ({ value: member.id, label: member.name }))]} />
          </Form.Item>
          <Form.Item
            name="day"
            label={t('bookings.new.day')}
            style={{ flex: '1 1 200px' }}
            rules={[{ required: true, message: t('bookings.new.dayRequired') }]}
          >
            <Input type="date" min={today} />
          </Form.Item>
        </Flex>
        <Form.Item name="slot" label={t('bookings.slots.label')} rules={[{ required: true, message: t('bookings.new.slotRequired') }]}>
          <SlotField
            serviceIds={serviceIds}
            staffId={staffId}
            day={day}
            team={team}
            prefill={prefillStart}
            // a full day: its waitlist instead (afresh for another customer, services, staff or day)
            whenFull={<WaitlistOffer key={[contact?.id, ...serviceIds, staffId, day].join('|')} form={form} contact={contact} services={chosen} />}
          />
        </Form.Item>
        <Form.Item name="notes" label={t('bookings.new.notes')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={NOTES_MAX} showCount />
        </Form.Item>
        <RepeatFields />
        <ErrorAlert text={book.failure && t('bookings.new.failed', { reason: book.failure })} />
        <FormFooter submit={t('bookings.new.submit')} busy={book.busy} cancel={{ label: t('bookings.new.cancel'), to: buildPath('bookings') }} />
      </Form>
    </Card>
  );
}
