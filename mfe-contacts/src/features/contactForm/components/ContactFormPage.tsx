import { buildPath } from '@frontdesk/shared';
import { Flex, Typography, theme } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ContactLoadFailed } from '../../contact/components/ContactLoadFailed';
import { ContactLoading } from '../../contact/components/ContactLoading';
import { ContactNotFound } from '../../contact/components/ContactNotFound';
import { useContact } from '../../contact/hooks/useContact';
import { contactPagePath } from '../../contact/utils/contactLinks';
import { createContact, updateContact } from '../api';
import { toFormValues } from '../utils/contactValues';
import { ContactForm } from './ContactForm';

function Heading({ children }: { children: string }) {
  const { token } = theme.useToken();
  return (
    <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
      {children}
    </Typography.Title>
  );
}

/** /app/contacts/create: a new contact; saved, it opens the new contact's page. */
export function ContactCreatePage() {
  const { t } = useTranslation('contacts');
  const navigate = useNavigate();
  return (
    <Flex vertical gap="large">
      <Heading>{t('routes:contactCreate')}</Heading>
      <ContactForm
        save={createContact}
        onSaved={(contact) => void navigate(buildPath('contact', { contactId: contact.id }))}
        cancelTo={buildPath('contacts')}
      />
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
  const navigate = useNavigate();
  const { state, retry } = useContact(id);
  const back = contactPagePath(id, asCustomer);

  switch (state.status) {
    case 'loading':
      return <ContactLoading />;
    case 'notFound':
      return <ContactNotFound />;
    case 'failed':
      return <ContactLoadFailed onRetry={retry} />;
    case 'loaded':
      return (
        <Flex vertical gap="large">
          <Heading>{t(asCustomer ? 'routes:customerEdit' : 'routes:contactEdit')}</Heading>
          <ContactForm
            key={state.contact.id}
            contact={state.contact}
            initial={toFormValues(state.contact)}
            save={(input) => updateContact(id, input)}
            onSaved={() => void navigate(back)}
            cancelTo={back}
          />
        </Flex>
      );
  }
}
