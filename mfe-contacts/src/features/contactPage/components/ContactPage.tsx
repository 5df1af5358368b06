import { useQuery } from '@frontdesk/shared';
import { Flex } from '@frontdesk/shared/antd';
import { QueryState } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { contactQuery } from '../../../common/api/contacts';
import { ContactNotFound } from '../../../common/components/ContactNotFound';
import { ContactHeader } from './ContactHeader';
import { ContactTabs } from './ContactTabs';

/**
 * /app/contacts/{contactId} (and the demo's /app/management/customers/{customerId}): one contact,
 * its top bar and its sections. The browser title comes from the route table.
 */
export function ContactPage() {
  const { t } = useTranslation('contacts');
  const { contactId, customerId } = useParams();
  const contact = useQuery(contactQuery(contactId ?? customerId ?? ''));
  return (
    <QueryState query={contact} loading={t('contact.loading')} failed={t('contact.failed')} notFound={<ContactNotFound />}>
      {(loaded) => (
        <Flex vertical gap="large">
          <ContactHeader contact={loaded} />
          <ContactTabs contact={loaded} />
        </Flex>
      )}
    </QueryState>
  );
}
