import { Flex } from '@frontdesk/shared/antd';
import { useParams } from 'react-router-dom';
import { useContact } from '../hooks/useContact';
import { ContactHeader } from './ContactHeader';
import { ContactLoadFailed } from './ContactLoadFailed';
import { ContactLoading } from './ContactLoading';
import { ContactNotFound } from './ContactNotFound';
import { ContactTabs } from './ContactTabs';

/**
 * /app/contacts/{contactId} (and the demo's /app/management/customers/{customerId}): one contact,
 * its top bar and its sections. The browser title comes from the route table.
 */
export function ContactPage() {
  const { contactId, customerId } = useParams();
  const { state, retry, replace } = useContact(contactId ?? customerId ?? '');
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
          <ContactHeader contact={state.contact} />
          <ContactTabs contact={state.contact} onContactSaved={replace} />
        </Flex>
      );
  }
}
