import { sessionStore, useApiMutation, type FormRequestInput, type FormTemplate } from '@frontdesk/shared';
import { Select, Typography } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';
import { ReminderBookingSelect } from '../../../common/components/ReminderBookingSelect';
import { handFormTo } from '../api';

type Values = { formTemplateId?: string; bookingId: string };

/**
 * Hands the desk's screen to the contact with a form (and, when chosen, one of their upcoming
 * bookings): the session turns to signpad mode and the shell shows the form to the customer.
 */
export function HandFormDialog({ contactId, name, forms, onClose }: { contactId: string; name: string; forms: FormTemplate[]; onClose: () => void }) {
  const { t } = useTranslation('contacts');
  const options = forms.map((form) => ({ value: form.id, label: form.name }));
  const hand = useApiMutation({
    mutationFn: (input: FormRequestInput) => handFormTo(contactId, input),
    failureToast: false,
    // the screen is the customer's now: the shell shows the signpad instead of the app
    onSuccess: sessionStore.setMode,
  });

  return (
    <ModalForm
      title={t('contact.forms.handTitle', { name })}
      submitText={t('contact.forms.handSubmit')}
      cancelText={t('ui.cancel')}
      mutation={hand}
      // the one form in use is chosen already
      initialValues={{ formTemplateId: options.length === 1 ? options[0]?.value : undefined, bookingId: '' } as Values}
      transform={(values) => (values.formTemplateId ? { formTemplateId: values.formTemplateId, bookingId: values.bookingId || null } : null)}
      fieldOf={(field) => (field === 'formTemplateId' || field === 'bookingId' ? field : null)}
      failure={(reason) => t('contact.forms.handFailed', { reason })}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('contact.forms.handText', { name })}</Typography.Paragraph>
      <Form.Item label={t('contact.forms.form')} name="formTemplateId" rules={[{ required: true, message: t('contact.forms.formRequired') }]}>
        <Select options={options} />
      </Form.Item>
      <Form.Item label={t('contact.forms.booking')} name="bookingId">
        <ReminderBookingSelect contactId={contactId} />
      </Form.Item>
    </ModalForm>
  );
}
