import type { Contact } from '@frontdesk/shared';
import { Flex } from '@frontdesk/shared/antd';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../common/contactName';
import { ContactActions } from './ContactActions';
import { ContactAvatar } from './ContactAvatar';

/** The contact top bar: who this is (the page's heading, beside their picture) and what to do for them. */
export function ContactHeader({ contact }: { contact: Contact }) {
  const { t } = useTranslation('contacts');
  return (
    <PageTitle
      title={
        <Flex component="span" align="center" gap="middle">
          <ContactAvatar contact={contact} />
          {fullName(contact) || t('ui.unnamed')}
        </Flex>
      }
      extra={<ContactActions contactId={contact.id} />}
    />
  );
}
