import { buildPath, useApiMutation, useQuery, type Contact, type ContactInput } from '@frontdesk/shared';
import { Flex } from '@frontdesk/shared/antd';
import { QueryState } from '@frontdesk/shared/ui';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { contactQuery, updateContact } from '../../../common/api/contacts';
import { ContactNotFound } from '../../../common/components/ContactNotFound';
import { contactPagePath } from '../../../common/contactLinks';
import { createContact } from '../api';
import { toFormValues } from '../utils/contactValues';
import { ContactForm } from './ContactForm';

/** /app/contacts/create: a new contact; saved, it opens the new contact's page. */
export function ContactCreatePage() {
  const { t } = useTranslation('contacts');
  const navigate = useNavigate();
  const save = useApiMutation({
    mutationFn: createContact,
    invalidates: [['contacts']],
    successMessage: t('form.created'),
    failureToast: false,
    onSuccess: (contact) => void navigate(buildPath('contact', { contactId: contact.id })),
  });
  return (
    <Flex vertical gap="large">
      <PageTitle routeId="contactCreate" />
      <ContactForm save={save} cancelTo={buildPath('contacts')} />
    </Flex>
  );
}

/**
 * /app/contacts/{id}/edit, and /app/management/customers/{id}/edit with the demo flag: the contact
 * loaded into the form; saved, back to its page.
 */
export function ContactEditPage() {
  const { t } = useTranslation('contacts');
  const { contactId, customerId } = useParams();
  const id = contactId ?? customerId ?? '';
  const asCustomer = contactId === undefined;
  const contact = useQuery(contactQuery(id));
  return (
    <QueryState query={contact} loading={t('contact.loading')} failed={t('contact.failed')} notFound={<ContactNotFound />}>
      {(loaded) => (
        <Flex vertical gap="large">
          <PageTitle routeId={asCustomer ? 'customerEdit' : 'contactEdit'} />
          <EditForm key={loaded.id} contact={loaded} back={contactPagePath(id, asCustomer)} />
        </Flex>
      )}
    </QueryState>
  );
}

function EditForm({ contact, back }: { contact: Contact; back: string }) {
  const { t } = useTranslation('contacts');
  const navigate = useNavigate();
  const save = useApiMutation({
    mutationFn: (input: ContactInput) => updateContact(contact.id, input),
    invalidates: [['contacts']],
    successMessage: t('form.saved'),
    failureToast: false,
    onSuccess: () => void navigate(back),
  });
  return <ContactForm contact={contact} initial={toFormValues(contact)} save={save} cancelTo={back} />;
}
