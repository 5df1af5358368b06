import type { Contact } from '@frontdesk/shared';
import { Flex } from '@frontdesk/shared/antd';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../common/contactName';
import { ContactActions } from './ContactActions';
import { ContactAvatar } from './ContactAvatar';
import { ContactManageMenu } from './ContactManageMenu';

/** The contact top bar: who this is (the page's heading, beside their picture) and what to do for them. */
export function ContactHeader({ contact }: { contact: Contact }) {
  const { t } = useTranslation('contacts');
  const name = fullName(contact) || t('ui.unnamed');
  return (
    <PageTitle
      title={
        <Flex component="span" align="center" gap="middle">
          <ContactAvatar contact={contact} />
          {name}
        </Flex>
      }
      extra={
        <Flex align="center" gap="large" wrap>
          <ContactActions contactId={contact.id} />
          <ContactManageMenu contact={contact} name={name} />
        </Flex>
      }
    />
  );
}
