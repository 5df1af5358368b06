import { useFormat, type BookableServiceList, type StaffMember } from '@frontdesk/shared';
import { Flex, Input, Select, Typography } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDurationText } from '../../../common/hooks/useDurationText';
import { ANYONE, MAX_SERVICES, chosenServices, performersOf, type TimeValues } from '../utils/newBooking';
import { SameTimeWarning } from './SameTimeWarning';
import { SlotField } from './SlotField';

type Props = {
  services: BookableServiceList;
  team: readonly StaffMember[];
  /** the business's day today: no earlier day has free times */
  today: string;
  /** a start to choose once it is among the free times (the address's, or the booking's own) */
  prefillStart: string | null;
  /** a booking being changed: its own time is free for it */
  exceptBookingId?: string;
  /** what to offer on a day with no free time (the waitlist) */
  whenFull?: ReactNode;
  /** the customer, once known: warned of when they already have an appointment then */
  contactId?: string | null | undefined;
  /** the business's zone (the warning's times) */
  timeZone: string;
};

/**
 * What a booking is for and when, in a form holding `TimeValues`: its services in order (their
 * length and price), with whom (or the first free), the day and one of its free times. A change
 * upstream clears what depended on it: the time, and a staff member who no longer performs the
 * services. The new-booking form and a booking's change both ask it this way.
 */
export function BookingTimeFields({ services, team, today, prefillStart, exceptBookingId, whenFull, contactId, timeZone }: Props) {
  const { t } = useTranslation('bookings');
  const duration = useDurationText();
  const format = useFormat();
  const form = Form.useFormInstance<TimeValues>();
  // the form's values before its first render's watch reports them: its initial values
  const serviceIds: string[] = Form.useWatch('serviceIds', form) ?? form.getFieldValue('serviceIds') ?? [];
  const staffId: string = Form.useWatch('staffId', form) ?? form.getFieldValue('staffId');
  const day: string = Form.useWatch('day', form) ?? form.getFieldValue('day');
  const slot: TimeValues['slot'] = Form.useWatch('slot', form) ?? null;
  const chosen = chosenServices(serviceIds, services.items);
  const performers = performersOf(chosen, team);
  const minutes = chosen.reduce((sum, service) => sum + service.durationMinutes, 0);
  const price = chosen.reduce((sum, service) => sum + service.priceMinor, 0);
  const clearTime = () => form.setFieldValue('slot', null);

  return (
    <>
      <Form.Item
        name="serviceIds"
        label={t('bookings.new.services')}
        extra={chosen.length > 0 ? t('bookings.new.servicesTotal', { duration: duration(minutes), price: format.money(price, services.currency) }) : undefined}
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
          onChange={(ids: string[]) => {
            const still = performersOf(chosenServices(ids, services.items), team).some((m) => m.id === form.getFieldValue('staffId'));
            if (form.getFieldValue('staffId') !== ANYONE && !still) form.setFieldValue('staffId', ANYONE);
            clearTime();
          }}
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
          <Select
            options={[{ value: ANYONE, label: t('bookings.new.anyone') }, ...performers.map((member) => ({ value: member.id, label: member.name }))]}
            onChange={clearTime}
          />
        </Form.Item>
        <Form.Item name="day" label={t('bookings.new.day')} style={{ flex: '1 1 200px' }} rules={[{ required: true, message: t('bookings.new.dayRequired') }]}>
          <Input type="date" min={today} onChange={clearTime} />
        </Form.Item>
      </Flex>
      <Form.Item name="slot" label={t('bookings.slots.label')} rules={[{ required: true, message: t('bookings.new.slotRequired') }]}>
        <SlotField
          serviceIds={serviceIds}
          staffId={staffId}
          day={day}
          team={team}
          prefill={prefillStart}
          exceptBookingId={exceptBookingId}
          whenFull={whenFull}
        />
      </Form.Item>
      {contactId && slot ? <SameTimeWarning contactId={contactId} slot={slot} day={day} timeZone={timeZone} exceptBookingId={exceptBookingId} /> : null}
    </>
  );
}
