import { buildPath, failureCodeOf, useApiMutation } from '@frontdesk/shared';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deleteContact } from '../../../common/api/contacts';

/** "Delete {name}?": said what goes and what stays; a contact with deposits is refused, with the way out (merge). */
export function DeleteContactDialog({ contactId, name, onClose }: { contactId: string; name: string; onClose: () => void }) {
  const { t } = useTranslation('contacts');
  const navigate = useNavigate();
  const remove = useApiMutation({
    mutationFn: (_confirmed: true) => deleteContact(contactId),
    invalidates: [['contacts'], ['bookings']],
    successMessage: t('contact.remove.done'),
    failureToast: false,
    onSuccess: () => void navigate(buildPath('contacts')),
  });
  return (
    <ModalForm<Record<string, never>, void, true>
      title={t('contact.remove.title', { name })}
      submitText={t('contact.remove.submit')}
      danger
      cancelText={t('contact.remove.keep')}
      mutation={remove}
      initialValues={{}}
      transform={() => true}
      fieldOf={() => null}
      failure={(reason) => (failureCodeOf(remove.error) === 'in_use' ? t('contact.remove.inUse') : t('contact.remove.failed', { reason }))}
      onClose={onClose}
    >
      <p>{t('contact.remove.explain')}</p>
    </ModalForm>
  );
}
