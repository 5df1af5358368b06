import type { Contact } from '@frontdesk/shared';
import { Flex, Typography, theme } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';
import { fullName } from '../utils/contactName';
import { ContactActions } from './ContactActions';
import { ContactAvatar } from './ContactAvatar';

/** The contact top bar: who this is (the page's heading) and what to do for them. */
export function ContactHeader({ contact }: { contact: Contact }) {
  const { t } = useTranslation('contacts');
  const { token } = theme.useToken();
  return (
    <Flex align="center" justify="space-between" gap="middle" wrap>
      <Flex align="center" gap="middle">
        <ContactAvatar contact={contact} />
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          {fullName(contact) || t('contact.unnamed')}
        </Typography.Title>
      </Flex>
      <ContactActions contactId={contact.id} />
    </Flex>
  );
}
