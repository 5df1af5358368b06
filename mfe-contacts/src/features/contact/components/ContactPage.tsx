import { Card, Flex } from '@frontdesk/shared/antd';
import { useParams } from 'react-router-dom';
import { useContact } from '../hooks/useContact';
import { ContactDetails } from './ContactDetails';
import { ContactHeader } from './ContactHeader';
import { ContactLoadFailed } from './ContactLoadFailed';
import { ContactLoading } from './ContactLoading';
import { ContactNotFound } from './ContactNotFound';

/** /app/contacts/{contactId}: one contact. The browser title comes from the route table. */
export function ContactPage() {
  const { contactId = '' } = useParams();
  const { state, retry } = useContact(contactId);
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
          <Card>
            <ContactDetails contact={state.contact} />
          </Card>
        </Flex>
      );
  }
}
