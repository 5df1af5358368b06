import { useApiMutation, type InvitationInput, type StaffMember, type TeamLogin } from '@frontdesk/shared';
import { Input, Select } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';
import { inviteLogin } from '../api';

type Values = { email: string; firstName: string; lastName: string; role: 'admin' | 'staff'; staffId: string };
const FIELDS = new Set<string>(['email', 'firstName', 'lastName', 'role', 'staffId']);
/** the "none" choice of the team member */
const NONE = '';

/** The owner (or an admin) invites a person by email, with their role and team member (issue 33 §10). */
export function InviteModal({ members, onClose }: { members: StaffMember[]; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const invite = useApiMutation({
    mutationFn: inviteLogin,
    invalidates: [['team-logins'], ['staff']],
    successMessage: (login: TeamLogin) => t('team.logins.dialog.sent', { email: login.email }),
    failureToast: false,
    onSuccess: onClose,
  });
  // a team member who has a login already cannot have a second
  const free = members.filter((member) => !member.archived && !member.userId);
  return (
    <ModalForm<Values, TeamLogin, InvitationInput>
      title={t('team.logins.dialog.title')}
      submitText={t('team.logins.dialog.submit')}
      cancelText={t('team.logins.dialog.cancel')}
      mutation={invite}
      initialValues={{ email: '', firstName: '', lastName: '', role: 'staff', staffId: NONE }}
      transform={(values) => ({
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        role: values.role,
        staffId: values.staffId === NONE ? null : values.staffId,
      })}
      fieldOf={(field) => (FIELDS.has(field) ? (field as keyof Values) : null)}
      failure={(reason) => t('team.logins.dialog.failed', { reason })}
      onClose={onClose}
    >
      <Form.Item
        name="email"
        label={t('team.logins.dialog.email')}
        rules={[
          { required: true, whitespace: true, message: t('team.logins.dialog.emailRequired') },
          { type: 'email', message: t('team.logins.dialog.emailInvalid') },
        ]}
      >
        <Input type="email" inputMode="email" autoComplete="off" maxLength={254} />
      </Form.Item>
      <Form.Item
        name="firstName"
        label={t('team.logins.dialog.firstName')}
        rules={[{ required: true, whitespace: true, message: t('team.logins.dialog.firstNameRequired') }]}
      >
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="lastName" label={t('team.logins.dialog.lastName')}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="role" label={t('team.logins.dialog.role')} extra={t('team.logins.dialog.roleHelp')}>
        <Select
          options={[
            { value: 'staff', label: t('team.logins.roles.staff') },
            { value: 'admin', label: t('team.logins.roles.admin') },
          ]}
        />
      </Form.Item>
      <Form.Item name="staffId" label={t('team.logins.dialog.member')} extra={t('team.logins.dialog.memberHelp')}>
        <Select options={[{ value: NONE, label: t('team.logins.dialog.noMember') }, ...free.map((member) => ({ value: member.id, label: member.name }))]} />
      </Form.Item>
    </ModalForm>
  );
}
