import type { BookableService, StaffMember } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Checkbox, Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, FormFooter } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useStaffSave } from '../hooks/useStaffSave';
import { blankStaff, MAX_STAFF_NAME, toStaffValues, type StaffFormValues } from '../utils/staffValues';
import { ColorField } from './ColorField';
import { HoursField } from './HoursField';

type Props = {
  /** the member being changed; none for a new one */
  member?: StaffMember;
  /** the whole team (a new member gets a colour nobody wears) */
  team: StaffMember[];
  timeZone: string | null;
  /** the services a member may perform: the bookable ones */
  services: BookableService[];
  onDone: () => void;
};

/** A member's name, colour, the services they perform and their weekly hours; checked as the API checks them. */
export function StaffForm({ member, team, timeZone, services, onDone }: Props) {
  const { t } = useTranslation('bookings');
  const [form] = Form.useForm<StaffFormValues>();
  const { save, failure } = useStaffSave(form, member, onDone);
  const serviceOptions = services.map((service) => ({ value: service.id, label: service.name }));

  return (
    <Form<StaffFormValues>
      form={form}
      name={member ? `staff-${member.id}` : 'newStaff'}
      layout="vertical"
      initialValues={member ? toStaffValues(member, services) : blankStaff(team)}
      onFinish={(values) => save.mutate(values)}
      disabled={save.busy}
      scrollToFirstError
    >
      <Form.Item label={t('team.form.name')} name="name" rules={[{ required: true, whitespace: true, message: t('team.form.nameRequired') }]}>
        <Input maxLength={MAX_STAFF_NAME} autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item label={t('team.form.color')} name="color" extra={t('team.form.colorHelp')}>
        <ColorField current={member?.color} />
      </Form.Item>
      <Form.Item label={t('team.form.services')} name="serviceIds" extra={services.length === 0 ? t('team.form.noServices') : undefined}>
        <Checkbox.Group options={serviceOptions} style={{ display: 'flex', flexDirection: 'column', gap: 4 }} />
      </Form.Item>
      <HoursField timeZone={timeZone} />
      <ErrorAlert text={failure && t('team.form.failed', { reason: failure })} />
      <FormFooter submit={t(member ? 'team.form.save' : 'team.form.create')} busy={save.busy} cancel={{ label: t('team.form.cancel'), onClick: onDone }} />
    </Form>
  );
}
