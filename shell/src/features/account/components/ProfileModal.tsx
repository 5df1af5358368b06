import { updateProfile, useApiMutation, type ProfilePatch, type UserInfo } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';

type Values = { firstName: string; lastName: string; phone: string; bio: string };
const FIELDS = new Set<string>(['firstName', 'lastName', 'phone', 'bio']);

/** The signed-in person edits their own profile (issue 33 §10): name, phone, bio. */
export function ProfileModal({ user, onClose }: { user: UserInfo; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const save = useApiMutation({
    mutationFn: (patch: ProfilePatch) => updateProfile(patch),
    successMessage: t('account.profileSaved'),
    failureToast: false,
    onSuccess: onClose,
  });
  return (
    <ModalForm<Values, UserInfo, ProfilePatch>
      title={t('account.editProfile')}
      submitText={t('account.save')}
      cancelText={t('account.cancel')}
      mutation={save}
      initialValues={{ firstName: user.firstName, lastName: user.lastName, phone: user.phone, bio: user.bio }}
      transform={(values) => ({ firstName: values.firstName.trim(), lastName: values.lastName.trim(), phone: values.phone.trim(), bio: values.bio.trim() })}
      fieldOf={(field) => (FIELDS.has(field) ? (field as keyof Values) : null)}
      failure={(reason) => t('account.profileFailed', { reason })}
      onClose={onClose}
    >
      <Form.Item name="firstName" label={t('account.firstName')} rules={[{ required: true, whitespace: true, message: t('account.firstNameRequired') }]}>
        <Input maxLength={100} autoComplete="given-name" />
      </Form.Item>
      <Form.Item name="lastName" label={t('account.lastName')}>
        <Input maxLength={100} autoComplete="family-name" />
      </Form.Item>
      <Form.Item name="phone" label={t('account.phone')}>
        <Input maxLength={40} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item name="bio" label={t('account.bio')}>
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
    </ModalForm>
  );
}
