import { useApiMutation, type Contact } from '@frontdesk/shared';
import { Form } from '@frontdesk/shared/antd-more';
import { ContactPicker, type PickedContact } from '@frontdesk/shared/ui-pages';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';
import { mergeContacts } from '../../../common/api/contacts';

type Values = { duplicate: PickedContact | null };

/**
 * "Merge a duplicate into this contact" (admins): the duplicate is picked with the contact search;
 * what moves, what fills blanks and that the duplicate goes are said before anything is sent.
 */
export function MergeContactDialog({ contact, name, onClose }: { contact: Contact; name: string; onClose: () => void }) {
  const { t } = useTranslation('contacts');
  const merge = useApiMutation({
    mutationFn: ({ duplicateId }: { duplicateId: string }) => mergeContacts(contact.id, duplicateId),
    invalidates: [['contacts'], ['bookings'], ['invoices'], ['transactions'], ['deposits']],
    successMessage: t('contact.merge.done', { name }),
    failureToast: false,
    onSuccess: onClose,
  });
  return (
    <ModalForm<Values, Contact, { duplicateId: string }>
      title={t('contact.merge.title', { name })}
      submitText={t('contact.merge.submit')}
      danger
      cancelText={t('contact.merge.keep')}
      mutation={merge}
      initialValues={{ duplicate: null }}
      transform={({ duplicate }) => (duplicate ? { duplicateId: duplicate.id } : null)}
      fieldOf={(field) => (field === 'duplicateId' ? 'duplicate' : null)}
      failure={(reason) => t('contact.merge.failed', { reason })}
      onClose={onClose}
    >
      <p>{t('contact.merge.explain', { name })}</p>
      <Form.Item
        name="duplicate"
        label={t('contact.merge.duplicate')}
        valuePropName="contact"
        rules={[{ required: true, message: t('contact.merge.duplicateRequired') }]}
      >
        <ContactPicker label={t('contact.merge.duplicate')} placeholder={t('contact.merge.search')} exclude={[contact.id]} />
      </Form.Item>
    </ModalForm>
  );
}
